import { queryOptions } from '@tanstack/react-query';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { call } from '#web/api/client';

/* The device pages' reads (decisions 051, 055). */

/** How often a board's device asks for its call: a freed board gets its next match within seconds. */
export const BOARD_ASK_EVERY_MS = 3000;

/** GET /api/Device/Board: the board this device scores and the match called to it. */
export const boardQuery = () =>
  queryOptions({
    queryKey: ['device', 'board'] as const,
    queryFn: async () => (await call(DEVICE_ROUTES.board)) ?? { board: '', call: null },
    refetchInterval: BOARD_ASK_EVERY_MS,
    meta: { handlesErrors: true },
  });
