import type { Game } from '@darts/core/contract/game';
import type { RecordScoresInput } from '@darts/core/contract/scores';
import { command, segment } from './client';

/** A fixture's scorecard. */
export const scoresApi = {
  /** PUT /api/Scores/{id}: the scorecard with `lastUpdated`; answers with the fixture as the caller sees it. */
  save: (id: string, request: RecordScoresInput) =>
    command<Game>('PUT', `/api/Scores/${segment(id)}`, request),
};
