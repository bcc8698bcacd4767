import type { ReactNode } from 'react';
import { logoutHref } from '#web/api/account';

/**
 * Signing out is a POST (a link another site could make a browser follow must not sign it out):
 * a plain form, so the server's 303 reloads the page at `redirectUrl` signed out.
 */
export function SignOutForm({
  redirectUrl,
  className,
  children,
}: {
  redirectUrl: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={logoutHref(redirectUrl)} className="d-inline">
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
