import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { liveApi } from '#web/api/live';
import { isLiveNow } from '@darts/core/live/liveNow';

// Apart from queries.ts (whose mutations need useMutation): the home page, /tv and /live load only this.

/**
 * What is being played live now (for the home page, /tv, /live and the Connections page),
 * refreshed every 10 s. The server lists only what is live now; an entry going idle between two
 * refreshes drops off here by the same rule (core/live/liveNow.ts), on this browser's clock.
 */
export const watchQuery = () =>
  queryOptions({
    queryKey: queryKeys.live.watch(),
    queryFn: () => liveApi.watch(),
    refetchInterval: 10_000,
    select: (entries) =>
      entries.filter((e) => isLiveNow({ lastUpdate: e.lastUpdate, finished: false }, new Date())),
  });
