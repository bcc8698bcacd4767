import type { LeaderboardsDto } from '../leaderboards';
import { route } from './route';

/** Leaderboards of players' figures (issue 28, packages/server/src/routes/leaderboard). */
export const LEADERBOARD_ROUTES = {
  get: route<LeaderboardsDto>()('GET', '/api/Leaderboard'),
  /** One board as a CSV file a spreadsheet opens as it is. */
  csv: route<string>()('GET', '/api/Leaderboard/Csv'),
} as const;
