import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@darts/core/contract/account';
import { accountApi } from '#web/api/account';
import { queryKeys } from '#web/api/keys';

/** The signed-in account; `null` when signed out (the server answers 204). */
export const currentAccountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.current(),
    queryFn: () => accountApi.current(),
    staleTime: 5 * 60_000,
  });

export function useAccount(): { account: Account | null; isPending: boolean } {
  const query = useQuery(currentAccountQuery());
  return { account: query.data ?? null, isPending: query.isPending };
}
