import { Link } from 'wouter';
import { useLocation } from '#web/routing/location';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="p-3">
      <h2>Page not found</h2>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <Link to="/" className="btn btn-primary">
        Home
      </Link>
    </div>
  );
}
