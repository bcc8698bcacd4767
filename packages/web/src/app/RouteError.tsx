import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Account } from '@darts/core/contract/account';
import { queryKeys } from '../api/keys';
import { reportErrorOnce } from '../features/shell/reportError';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element: "Unexpected Application Error!" and the message. */
export function RouteError() {
  const error = useRouteError();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    const account = queryClient.getQueryData<Account | null>(queryKeys.account.current());
    reportErrorOnce(error, account?.name ?? null);
  }, [error, queryClient]);

  return (
    <div className="p-3" role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>{describe(error)}</p>
      <Link to="/" className="btn btn-primary" reloadDocument>
        Home
      </Link>
    </div>
  );
}
