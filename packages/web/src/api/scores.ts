import type { RecordScoresInput } from '@darts/core/contract/scores';
import { SCORES_ROUTES } from '@darts/core/contract/routes/scores';
import { commandTo } from './client';

/** A fixture's scorecard. */
export const scoresApi = {
  /** PUT /api/Scores/{id}: the scorecard with `lastUpdated`; answers with the fixture as the caller sees it. */
  save: (id: string, body: RecordScoresInput) => commandTo(SCORES_ROUTES.save, { params: { id }, body }),
};
