import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { saygApi } from '#web/api/sayg';

/** A leg-by-leg record (null when the server has none). The screen shows load errors itself. */
export const saygQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sayg.detail(id),
    queryFn: () => saygApi.get(id),
    meta: { handlesErrors: true },
  });
