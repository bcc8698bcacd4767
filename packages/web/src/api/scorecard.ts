import type { MoveCardCallInput } from '@darts/core/contract/boards';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import { commandTo } from './client';

/** A fixture's scorecard. */
export const scorecardApi = {
  /** PUT /api/Scores/{id}: the scorecard with `lastUpdated`; answers with the fixture as the caller sees it. */
  save: (id: string, body: RecordScoresInput) => commandTo(SCORECARD_ROUTES.save, { params: { id }, body }),
  /** PUT /api/Scores/{id}/Call: moves a match of the card to a board, with the card's `lastUpdated`. */
  moveCall: (id: string, body: MoveCardCallInput) =>
    commandTo(SCORECARD_ROUTES.moveCall, { params: { id }, body }),
  /** GET /api/Scores/Disagreements: fixtures whose two submissions differ (manageScores). */
  disagreements: async () => (await commandTo(SCORECARD_ROUTES.disagreements)).result ?? [],
};
