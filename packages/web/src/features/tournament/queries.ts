import { queryOptions } from '@tanstack/react-query';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { call } from '#web/api/client';
import { queryKeys } from '#web/api/keys';

/*
 * Reads only the sheets' lazy parts make (the tournament itself and what every feature reads are
 * in api/tournament.ts, below every feature).
 */

/** How often the secretary's sheet asks for results left unsaved. */
export const UNSAVED_ASK_EVERY_MS = 20_000;

/** GET /api/Tournament/{id}/Unsaved: matches won on their scorers whose result the sheet lacks. */
export const unsavedQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.tournaments.detail(id), 'unsaved'] as const,
    queryFn: async () => (await call(TOURNAMENT_ROUTES.unsaved, { params: { id } }))?.results ?? [],
    refetchInterval: UNSAVED_ASK_EVERY_MS,
    meta: { handlesErrors: true },
  });
