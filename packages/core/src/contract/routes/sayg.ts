import type { AnalysisRequest } from '../analysis';
import type { AnalysisResult } from '../../analysis/breakdowns';
import type { Envelope } from '../envelope';
import type { SaygRecord, SaygUpsertInput } from '../sayg';
import { route } from './route';

/** What an analysis is asked with: `maxBreakdown` may be left out (the server's default). */
export type AnalysisBody = Pick<AnalysisRequest, 'tournamentIds'> &
  Partial<Pick<AnalysisRequest, 'maxBreakdown'>>;

/** Leg-by-leg ("score as you go") records and their analysis (packages/server/src/routes/sayg). */
export const SAYG_ROUTES = {
  /** A record, or 204 when there is none. */
  get: route<SaygRecord>()('GET', '/api/Sayg/:id'),
  /** Creates (no id) or replaces a record; answers its edit token when it was just created. */
  save: route<Envelope<SaygRecord & { editToken: string | null }>, SaygUpsertInput>()('POST', '/api/Sayg'),
  /** A failed envelope is answered too: an unknown tournament is a warning beside the others' results. */
  analyse: route<Envelope<AnalysisResult>, AnalysisBody>()('POST', '/api/Sayg/Analyse'),
  delete: route<Envelope<SaygRecord>>()('DELETE', '/api/Sayg/:id'),
} as const;
