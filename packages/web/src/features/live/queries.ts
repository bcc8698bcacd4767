import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { liveApi } from '#web/api/live';

export const socketsQuery = () =>
  queryOptions({
    queryKey: queryKeys.live.sockets(),
    queryFn: () => liveApi.sockets(),
    refetchInterval: 10_000,
  });

export function useCloseSocketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => liveApi.closeSocket(id),
    meta: { errorTitle: 'Could not close socket' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.live.sockets() }),
  });
}
