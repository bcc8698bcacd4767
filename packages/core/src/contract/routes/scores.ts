import type { Envelope } from '../envelope';
import type { Game } from '../game';
import type { RecordScoresInput } from '../scores';
import { route, type MultipartBody } from './route';

/** A fixture's scorecard and photos (packages/server/src/routes/scores). */
export const SCORES_ROUTES = {
  /** The scorecard with `lastUpdated`; answers with the fixture as the caller sees it. */
  save: route<Envelope<Game>, RecordScoresInput>()('PUT', '/api/Scores/:id'),
  /** Multipart with the fields `id` and `Photo`. */
  addPhoto: route<Envelope<Game>, MultipartBody>()('POST', '/api/Scores/Photo'),
  deletePhoto: route<Envelope<Game>>()('DELETE', '/api/Scores/Photo/:id/:photoId'),
} as const;
