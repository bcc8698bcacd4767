import { Link, useSearchParams } from 'wouter';
import { safeRedirectPath } from '@darts/core/account/redirect';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useAccount } from './queries';
import { SignOutForm } from './SignOutForm';

/** `/logout?redirectUrl=`: where a sign-out link lands; its button signs out (a POST). */
export function LogoutPage() {
  useDocumentTitle('Sign out');
  const [params] = useSearchParams();
  const redirectUrl = safeRedirectPath(params.get('redirectUrl'));
  const { account, isPending } = useAccount();
  if (isPending) return null;

  return (
    <div className="p-3 narrow-form">
      <h2>Sign out</h2>
      {account ? (
        <>
          <p>You are signed in as {account.name}.</p>
          <SignOutForm redirectUrl={redirectUrl} className="btn btn-primary">
            Sign out
          </SignOutForm>{' '}
          <Link to={redirectUrl} className="btn btn-link">
            Stay signed in
          </Link>
        </>
      ) : (
        <p>
          You are signed out. <Link to={redirectUrl}>Go back</Link>
        </p>
      )}
    </div>
  );
}
