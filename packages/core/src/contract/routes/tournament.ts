import type { Envelope } from '../envelope';
import type { TournamentDto } from '../tournament';
import type { EditTournamentRequest } from '../tournamentEdit';
import type { PatchTournamentBody } from '../tournamentPatch';
import type { CreateTournamentSaygRequest } from '../tournamentSayg';
import { route, type MultipartBody } from './route';

/** Tournaments, their photos and their matches' leg-by-leg records (packages/server/src/routes/tournament). */
export const TOURNAMENT_ROUTES = {
  list: route<TournamentDto[]>()('GET', '/api/Tournament/', '/api/Tournament'),
  save: route<Envelope<TournamentDto>, EditTournamentRequest>()('PUT', '/api/Tournament/', '/api/Tournament'),
  /** The tournament, or 204 when there is none. */
  get: route<TournamentDto>()('GET', '/api/Tournament/:id'),
  /** A match's score and/or one more 180 or hi-check. */
  patch: route<Envelope<TournamentDto>, PatchTournamentBody>()('PATCH', '/api/Tournament/:id'),
  delete: route<Envelope<TournamentDto>>()('DELETE', '/api/Tournament/:id'),
  /** Creates the leg-by-leg record of a match; answers the tournament with its saygId. */
  addSayg: route<Envelope<TournamentDto>, CreateTournamentSaygRequest>()('POST', '/api/Tournament/:id'),
  /** Deletes a match's record; `clearScores=true` in the query also clears the match's score. */
  deleteSayg: route<Envelope<TournamentDto>>()('DELETE', '/api/Tournament/:id/:saygId'),
  deleteMatchSayg: route<Envelope<TournamentDto>>()('DELETE', '/api/Tournament/:id/:matchId/:clearScores'),
  /** Multipart with the fields `id` and `Photo`. */
  addPhoto: route<Envelope<TournamentDto>, MultipartBody>()('POST', '/api/Tournament/Photo'),
  deletePhoto: route<Envelope<TournamentDto>>()('DELETE', '/api/Tournament/Photo/:id/:photoId'),
} as const;
