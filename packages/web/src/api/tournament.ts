import type { TournamentDto } from '@darts/core/contract/tournament';
import type { PatchTournamentBody, PatchTournamentRound } from '@darts/core/contract/tournamentPatch';
import type { MatchOption } from '@darts/core/league/types';
import { queryOptions } from '@tanstack/react-query';
import { TOURNAMENT_ROUTES as ROUTES, type SaveTournamentBody } from '@darts/core/contract/routes/tournament';
import { call, commandTo } from './client';
import { queryKeys } from './keys';

/*
 * Knockout tournaments (/api/Tournament). The shapes are the API's contract
 * (`@darts/core/contract/tournament*.ts`); only types are imported, so no zod reaches the page.
 */
export type { TournamentDto };
/** PATCH /api/Tournament/{id}: a match's score and/or one more 180 or hi-check. */
export type PatchTournamentRequest = PatchTournamentBody;
/** A score of one match (found by its two sides) in the round reached through `nextRound`. */
export type PatchRound = PatchTournamentRound;

type AuditKey = 'created' | 'author' | 'updated' | 'editor' | 'deleted' | 'remover';

/** A tournament the page has built: no id yet for a new one, no photos or audit fields needed. */
export type TournamentDraft = Omit<TournamentDto, 'id' | 'photos' | AuditKey | 'boards' | 'calls'> & {
  id?: string | null;
  boards?: string[];
  updated?: string | null;
};

/** The PUT body: the whole tournament and the `updated` it was read with. */
export type SaveTournamentRequest = SaveTournamentBody;

export const tournamentApi = {
  /** The tournament, or null when there is none (204). */
  get: (id: string, signal?: AbortSignal) => call(ROUTES.get, { params: { id }, signal }),
  /** Every tournament (GET /api/Tournament/); the analyse page lists a season's. */
  list: async () => (await call(ROUTES.list)) ?? [],
  save: (body: SaveTournamentRequest) => commandTo(ROUTES.save, { body }),
  patch: (id: string, body: PatchTournamentRequest) => commandTo(ROUTES.patch, { params: { id }, body }),
  delete: (id: string) => commandTo(ROUTES.delete, { params: { id } }),
  /** Moves a ready match to a board (its match swaps boards or waits). */
  moveCall: (id: string, matchId: string, boardId: string) =>
    commandTo(ROUTES.moveCall, { params: { id }, body: { matchId, boardId } }),
  /** Creates the leg-by-leg record of a match; the answer is the tournament with its saygId. */
  addSayg: (id: string, matchId: string, matchOptions: MatchOption | null) =>
    commandTo(ROUTES.addSayg, { params: { id }, body: { matchId, matchOptions } }),
  /** Deletes a match's record; `clearScores` also clears the match's score. */
  deleteSayg: (id: string, saygId: string, clearScores: boolean) =>
    commandTo(ROUTES.deleteSayg, {
      params: { id, saygId },
      ...(clearScores ? { query: new URLSearchParams({ clearScores: 'true' }) } : {}),
    }),
};

/** The body a PUT sends for a tournament as read (or a new one, without id). */
export function saveRequestOf(tournament: TournamentDraft): SaveTournamentRequest {
  const {
    photos: _photos,
    updated,
    created: _c,
    author: _a,
    editor: _e,
    deleted: _d,
    remover: _r,
    ...rest
  } = tournament as Partial<TournamentDto> & TournamentDraft;
  return { ...rest, lastUpdated: updated ?? null };
}

/*
 * The tournament's reads as queries, here below every feature: the sheets, the live superleague
 * board and the analysis page read them, and saves and live updates replace the detail's copy.
 */

/** GET /api/Tournament/{id}: the tournament, or null when there is none. */
export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.detail(id),
    queryFn: ({ signal }) => tournamentApi.get(id, signal),
    meta: { handlesErrors: true },
  });

/** Every tournament (the analyse page lists a season's); under the tournaments' key so saves refresh it. */
export const tournamentListQuery = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.list,
    queryFn: () => tournamentApi.list(),
  });
