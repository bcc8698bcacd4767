import type { AnalysisRequest } from '../analysis';
import type { AnalysisResult } from '../../analysis/breakdowns';
import type { Envelope } from '../envelope';
import type { SaygRecord, SaygUpsertInput } from '../sayg';
import { route } from './route';

/** Leg-by-leg ("score as you go") records and their analysis (packages/server/src/routes/sayg). */
export const SAYG_ROUTES = {
  /** A record, or 204 when there is none. */
  get: route<SaygRecord>()('GET', '/api/Sayg/:id'),
  /** Creates (no id) or replaces a record; answers its edit token when it was just created. */
  save: route<Envelope<SaygRecord & { editToken: string | null }>, SaygUpsertInput>()('POST', '/api/Sayg'),
  /** A failed envelope is answered too: an unknown tournament is a warning beside the others' results. */
  analyse: route<Envelope<AnalysisResult>, AnalysisRequest>()('POST', '/api/Sayg/Analyse'),
  delete: route<Envelope<SaygRecord>>()('DELETE', '/api/Sayg/:id'),
} as const;
