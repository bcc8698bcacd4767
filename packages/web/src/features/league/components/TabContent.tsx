import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';
import { FixturesTab, PlayerDetails, PlayersTab, TeamDetails, TeamsTab } from './lazyTabs';

/** Reports and Health come with a later issue; their tabs are placeholders for now. */
function ComingLater({ label }: { label: string }) {
  const { divisionName } = useLeagueView();
  useDocumentTitle(label, divisionName);
  return (
    <section aria-label={label}>
      <p className="text-body-secondary">{label} are not available yet.</p>
    </section>
  );
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
      return <ComingLater label="Reports" />;
    case 'health':
      return <ComingLater label="Health checks" />;
  }
}
