import type { AnalysisResult } from '@darts/core/analysis/breakdowns';
import type { Envelope } from '@darts/core/contract/envelope';
import { http } from './client';

/**
 * POST /api/Sayg/Analyse. The whole envelope is answered, a failed one too: a tournament that
 * could not be found is a warning beside the others' results, not an error.
 */
export const analysisApi = {
  analyse: async (tournamentIds: readonly string[]): Promise<Envelope<AnalysisResult>> => {
    const envelope = await http.post<Envelope<AnalysisResult>>('/api/Sayg/Analyse', { tournamentIds });
    if (!envelope) throw new Error('The server did not answer the analysis');
    return envelope;
  },
};
