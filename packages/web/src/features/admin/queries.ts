import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '#web/api/account';
import { errorApi } from '#web/api/error';
import { queryKeys } from '#web/api/keys';

export const accountListQuery = () =>
  queryOptions({ queryKey: queryKeys.account.list(), queryFn: () => accountApi.all() });

export const errorsSinceQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.errors.since(date),
    queryFn: () => errorApi.since(date),
    staleTime: 0,
  });

export const errorDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.errors.detail(id),
    queryFn: () => errorApi.get(id),
    staleTime: Infinity,
  });
