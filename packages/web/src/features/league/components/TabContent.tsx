import { lazyComponent } from '#web/components/lazyComponent';
import { useLeagueView } from '../context';
import { FixturesTab, PlayerDetails, PlayersTab, TeamDetails, TeamsTab } from './lazyTabs';

/* Reports and Health are for a few administrators: their code loads when first shown. */
const ReportsTab = lazyComponent(async () => (await import('../reports/ReportsTab')).ReportsTab);
const HealthTab = lazyComponent(async () => (await import('../health/HealthTab')).HealthTab);

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
      return <ReportsTab />;
    case 'health':
      return <HealthTab />;
  }
}
