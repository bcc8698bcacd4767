import type { Envelope } from '../envelope';
import type { TournamentDto } from '../tournament';
import type { PatchTournamentBody } from '../tournamentPatch';
import type { CreateTournamentSaygRequest } from '../tournamentSayg';
import type { TournamentAverages } from '../tournamentAverages';
import type { UnsavedResults } from '../unsaved';
import type { MoveCallRequest } from '../tournamentCall';
import { route, type MultipartBody } from './route';

type AuditKey = 'created' | 'author' | 'updated' | 'editor' | 'deleted' | 'remover';

/**
 * What a PUT sends: the tournament as read (no id for a new one; its photos and audit fields are
 * not sent) and the `updated` it was read with as `lastUpdated` (contract/tournamentEdit.ts checks it).
 */
export type SaveTournamentBody = Omit<TournamentDto, 'id' | 'photos' | AuditKey | 'boards' | 'calls'> & {
  id?: string | null;
  /** Absent: the boards as they were. The calls are the server's to work out. */
  boards?: string[];
  lastUpdated: string | null;
};

/** Tournaments, their photos and their matches' leg-by-leg records (packages/server/src/routes/tournament). */
export const TOURNAMENT_ROUTES = {
  list: route<TournamentDto[]>()('GET', '/api/Tournament/', '/api/Tournament'),
  save: route<Envelope<TournamentDto>, SaveTournamentBody>()('PUT', '/api/Tournament/', '/api/Tournament'),
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
  /** Each side's rolling 3-dart average in the season: what a handicap from averages is worked out from. */
  averages: route<TournamentAverages>()('GET', '/api/Tournament/:id/Averages'),
  /** Matches won on their leg-by-leg records a minute ago and more whose result the sheet does not hold. */
  unsaved: route<UnsavedResults>()('GET', '/api/Tournament/:id/Unsaved'),
  /** The secretary moves a match to a board: its match swaps boards or waits (core venue/moveCall.ts). */
  moveCall: route<Envelope<TournamentDto>, MoveCallRequest>()('PUT', '/api/Tournament/:id/Call'),
  /** Multipart with the fields `id` and `Photo`. */
  addPhoto: route<Envelope<TournamentDto>, MultipartBody>()('POST', '/api/Tournament/Photo'),
  deletePhoto: route<Envelope<TournamentDto>>()('DELETE', '/api/Tournament/Photo/:id/:photoId'),
} as const;
