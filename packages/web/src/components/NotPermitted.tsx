import { Link } from 'wouter';
import { useLocation } from '#web/routing/location';
import { loginHref } from '#web/api/account';

/** The screen for a user lacking the permission a page needs. */
export function NotPermitted() {
  const location = useLocation();
  return (
    <div className="p-3">
      <h2 className="h4">You're not permitted to use this function</h2>
      <div className="d-flex gap-2 mt-3">
        <Link to="/" className="btn btn-primary">
          Home
        </Link>
        <a href={loginHref(location.pathname + location.search)} className="btn btn-outline-primary">
          Login
        </a>
      </div>
    </div>
  );
}
