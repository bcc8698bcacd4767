import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { liveApi } from '#web/api/live';

export const socketsQuery = () =>
  queryOptions({
    queryKey: queryKeys.live.sockets(),
    queryFn: () => liveApi.sockets(),
    refetchInterval: 10_000,
  });

/** The title of a refused close, shown under the socket's row (decision 021). */
export const COULD_NOT_CLOSE_SOCKET = 'Could not close socket';

export function useCloseSocketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => liveApi.closeSocket(id),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.live.sockets() }),
  });
}
