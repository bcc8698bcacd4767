import type { PhotoReference } from '@darts/core/contract/game';
import type { MatchOption } from '@darts/core/league/types';
import type { Tournament } from '@darts/core/tournament/types';
import { command, http, segment } from './client';

/**
 * Knockout tournaments (spec 3 section 7). Until the API's contract lands in
 * `@darts/core/contract/tournament`, the answer's shape is core's tournament with the fields the
 * API adds; only types are imported, so no zod reaches the page.
 */
export interface TournamentDto extends Omit<Tournament, 'deleted'> {
  gender?: string | null;
  excludeFromReports?: boolean;
  photos: PhotoReference[];
}

/** A score of one match (found by its two sides) in the round reached through `nextRound`. */
export interface PatchRound {
  match: { sideA: string; sideB: string; scoreA?: number | null; scoreB?: number | null } | null;
  nextRound: PatchRound | null;
}

/** PATCH /api/Tournament/{id}: a match's score and/or one more 180 or hi-check. */
export interface PatchTournamentRequest {
  round?: PatchRound | null;
  additional180?: { id: string; name: string } | null;
  additionalOver100Checkout?: { id: string; name: string; score: number } | null;
}

/** The PUT body: the whole tournament and the `updated` it was read with. */
export type SaveTournamentRequest = Omit<
  TournamentDto,
  'id' | 'photos' | 'updated' | 'created' | 'author' | 'editor'
> & {
  id?: string | null;
  lastUpdated: string | null;
};

const base = '/api/Tournament';

export const tournamentApi = {
  /** The tournament, or null when there is none (204). */
  get: (id: string, signal?: AbortSignal) => http.get<TournamentDto>(`${base}/${segment(id)}`, { signal }),
  /** Every tournament (GET /api/Tournament/); the analyse page lists a season's. */
  list: async () => (await http.get<TournamentDto[]>(`${base}/`)) ?? [],
  save: (request: SaveTournamentRequest) => command<TournamentDto>('PUT', `${base}/`, request),
  patch: (id: string, request: PatchTournamentRequest) =>
    command<TournamentDto>('PATCH', `${base}/${segment(id)}`, request),
  delete: (id: string) => command<TournamentDto>('DELETE', `${base}/${segment(id)}`),
  /** Creates the leg-by-leg record of a match; the answer is the tournament with its saygId. */
  addSayg: (id: string, matchId: string, matchOptions: MatchOption | null) =>
    command<TournamentDto>('POST', `${base}/${segment(id)}`, { matchId, matchOptions }),
  /** Deletes a match's record; `clearScores` also clears the match's score. */
  deleteSayg: (id: string, saygId: string, clearScores: boolean) =>
    command<TournamentDto>(
      'DELETE',
      `${base}/${segment(id)}/${segment(saygId)}${clearScores ? '?clearScores=true' : ''}`,
    ),
};

/** The body a PUT sends for a tournament as read (or a new one, without id). */
export function saveRequestOf(
  tournament: Omit<TournamentDto, 'id'> & { id?: string | null },
): SaveTournamentRequest {
  const {
    photos: _photos,
    updated,
    created: _c,
    author: _a,
    editor: _e,
    ...rest
  } = tournament as TournamentDto;
  return { ...rest, lastUpdated: updated ?? null };
}
