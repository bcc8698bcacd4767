import { Link } from 'wouter';
import { useParams } from '#web/routing/location';
import { hasAccess } from '@darts/core/account/access';
import { NotPermitted } from '#web/components/NotPermitted';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { NotFoundPage } from '#web/features/shell/NotFoundPage';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { SocketsTab } from '#web/features/live/SocketsTab';
import { ApiKeysTab } from './apiKeys/ApiKeysTab';
import { DataBrowserTab } from './browser/DataBrowserTab';
import { DevicesTab } from './devices/DevicesTab';
import { ExportTab } from './data/ExportTab';
import { ImportTab } from './data/ImportTab';
import { ErrorsTab } from './errors/ErrorsTab';
import { FeaturesTab } from './features/FeaturesTab';
import { SubmissionsTab } from './submissions/SubmissionsTab';
import { TemplatesTab } from './templates/TemplatesTab';
import { ADMIN_TABS, type AdminTab } from './tabs';
import { UserAccessTab } from './user/UserAccessTab';
import { WebhooksTab } from './webhooks/WebhooksTab';

function TabContent({ tab }: { tab: AdminTab }) {
  switch (tab.mode) {
    case 'user':
      return <UserAccessTab />;
    case 'devices':
      return <DevicesTab />;
    case 'api':
      return <ApiKeysTab />;
    case 'hooks':
      return <WebhooksTab />;
    case 'errors':
      return <ErrorsTab />;
    case 'features':
      return <FeaturesTab />;
    case 'sockets':
      return <SocketsTab />;
    case 'templates':
      return <TemplatesTab />;
    case 'import':
      return <ImportTab />;
    case 'export':
      return <ExportTab />;
    case 'browser':
      return <DataBrowserTab />;
    case 'submissions':
      return <SubmissionsTab />;
  }
}

/** `/admin` and `/admin/{mode}`: one tab per permission the account holds. */
export function AdminPage() {
  const { mode } = useParams();
  const { account, isPending } = useAccount();
  const permitted = ADMIN_TABS.filter((tab) => hasAccess(account, tab.flag));
  const tab = mode ? ADMIN_TABS.find((t) => t.mode === mode) : permitted[0];
  useDocumentTitle(tab ? tab.label : 'Admin', tab ? 'Admin' : null);

  if (isPending) return <Spinner label="Checking your access" />;
  if (permitted.length === 0) return <NotPermitted />;
  if (!tab) return <NotFoundPage />;
  if (!permitted.includes(tab)) return <NotPermitted />;

  return (
    <div className="p-3">
      <h2 className="visually-hidden">Admin</h2>
      <nav aria-label="Admin sections" className="nav nav-tabs mb-3">
        {permitted.map((t) => (
          <div key={t.mode} className="nav-item">
            <Link
              className={t === tab ? 'nav-link active' : 'nav-link'}
              aria-current={t === tab ? 'page' : undefined}
              to={`/admin/${t.mode}`}
            >
              {t.label}
            </Link>
          </div>
        ))}
      </nav>
      <TabContent tab={tab} />
    </div>
  );
}
