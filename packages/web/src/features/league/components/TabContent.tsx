import type { ReactNode } from 'react';
import type { AccessFlag } from '@darts/core/account/access';
import { lazyComponent } from '#web/components/lazyComponent';
import { NotPermitted } from '#web/components/NotPermitted';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { useLeagueView } from '../context';
import { FixturesTab, PlayerDetails, PlayersTab, TeamDetails, TeamsTab } from './lazyTabs';

/* Reports and Health are for a few administrators: their code loads when first shown. */
const ReportsTab = lazyComponent(async () => (await import('../reports/ReportsTab')).ReportsTab);
const HealthTab = lazyComponent(async () => (await import('../health/HealthTab')).HealthTab);

/** A tab opened by its address without the flag it needs shows the not-permitted screen. */
function Guarded({ flag, children }: { flag: AccessFlag; children: ReactNode }) {
  const view = useLeagueView();
  const { isPending } = useAccount();
  if (isPending) return <Spinner label="Checking your access" />;
  return view.can(flag) ? children : <NotPermitted />;
}

export function TabContent() {
  const { mode } = useLeagueView();
  switch (mode.kind) {
    case 'teams':
      return <TeamsTab />;
    case 'fixtures':
      return <FixturesTab />;
    case 'players':
      return <PlayersTab />;
    case 'team':
      return <TeamDetails team={mode.team} />;
    case 'player':
      return <PlayerDetails player={mode.player} team={mode.team} />;
    case 'reports':
      return (
        <Guarded flag="runReports">
          <ReportsTab />
        </Guarded>
      );
    case 'health':
      return (
        <Guarded flag="runHealthChecks">
          <HealthTab />
        </Guarded>
      );
  }
}
