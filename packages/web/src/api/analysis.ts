import { SAYG_ROUTES } from '@darts/core/contract/routes/sayg';
import { call } from './client';

/**
 * POST /api/Sayg/Analyse. The whole envelope is answered, a failed one too: a tournament that
 * could not be found is a warning beside the others' results, not an error.
 */
export const analysisApi = {
  analyse: async (tournamentIds: readonly string[]) => {
    const envelope = await call(SAYG_ROUTES.analyse, { body: { tournamentIds: [...tournamentIds] } });
    if (!envelope) throw new Error('The server did not answer the analysis');
    return envelope;
  },
};
