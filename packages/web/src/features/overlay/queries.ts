import { queryOptions } from '@tanstack/react-query';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { call } from '#web/api/client';

/* The overlays' reads (decisions 052, 055). */

/** How often a board's overlay asks which match the board has: the next match shows within seconds. */
export const BOARD_OVERLAY_ASK_MS = 3000;

/** GET /api/Board/{name}: the match the board is called to now and its record, once started. */
export const boardCallQuery = (name: string) =>
  queryOptions({
    queryKey: ['overlay', 'board', name] as const,
    queryFn: () => call(DEVICE_ROUTES.boardCall, { params: { name } }),
    refetchInterval: BOARD_OVERLAY_ASK_MS,
    meta: { handlesErrors: true },
  });
