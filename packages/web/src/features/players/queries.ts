import { queryOptions } from '@tanstack/react-query';
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
