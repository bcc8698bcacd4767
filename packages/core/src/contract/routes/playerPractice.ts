import type { Envelope } from '../envelope';
import type { PracticeChoice, PracticeState } from '../playerPractice';
import { route } from './route';

/**
 * Whether the signed-in player's shared practice counts in their figures (decision 062): apart
 * from player.ts, so only the lazy control a signed-in visitor of a player page loads holds them.
 */
export const PLAYER_PRACTICE_ROUTES = {
  get: route<PracticeState>()('GET', '/api/Player/:id/Practice'),
  set: route<Envelope<PracticeState>, PracticeChoice>()('PUT', '/api/Player/:id/Practice'),
} as const;
