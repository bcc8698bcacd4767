import { queryOptions } from '@tanstack/react-query';
import { LEADERBOARD_ROUTES } from '@darts/core/contract/routes/leaderboard';
import { PLAYER_ROUTES } from '@darts/core/contract/routes/player';
import { call } from '#web/api/client';

/* A player's figures and a head to head (GET /api/Player/{id}/Figures, /HeadToHead/{otherId}). */

export const playerFiguresQuery = (id: string) =>
  queryOptions({
    queryKey: ['player', 'figures', id] as const,
    queryFn: () => call(PLAYER_ROUTES.figures, { params: { id } }),
    meta: { handlesErrors: true },
  });

export const headToHeadQuery = (id: string, otherId: string) =>
  queryOptions({
    queryKey: ['player', 'headToHead', id, otherId] as const,
    queryFn: () => call(PLAYER_ROUTES.headToHead, { params: { id, otherId } }),
    meta: { handlesErrors: true },
  });

/** GET /api/Leaderboard over a season ('' for every season), with the fewest legs for an average ('' for the league's). */
export const leaderboardsQuery = (seasonId: string, minLegs: string) =>
  queryOptions({
    queryKey: ['player', 'leaderboards', seasonId, minLegs] as const,
    queryFn: () =>
      call(LEADERBOARD_ROUTES.get, {
        query: new URLSearchParams({ ...(seasonId && { seasonId }), ...(minLegs && { minLegs }) }),
      }),
    meta: { handlesErrors: true },
  });
