import { Link } from 'wouter';
import { useLeagueView } from '../context';
import { findPlayer } from '../details/find';
import type { LeagueMode } from '../route/mode';

interface Tab {
  key: string;
  label: string;
  mode: LeagueMode;
}

/**
 * Teams, Team Details (a team is open), Fixtures, Players (not superleague), the open player's
 * name, then Reports and Health for one non-superleague division with runReports / runHealthChecks.
 */
export function DivisionTabs() {
  const view = useLeagueView();
  const { mode, data } = view;
  const single = view.divisionId !== null;
  const tabs: Tab[] = [{ key: 'teams', label: 'Teams', mode: { kind: 'teams' } }];
  if (mode.kind === 'team') tabs.push({ key: 'team', label: 'Team Details', mode });
  tabs.push({ key: 'fixtures', label: 'Fixtures', mode: { kind: 'fixtures' } });
  if (!data.superleague) tabs.push({ key: 'players', label: 'Players', mode: { kind: 'players' } });
  if (mode.kind === 'player') {
    tabs.push({ key: 'player', label: findPlayer(data, mode)?.name ?? mode.player, mode });
  }
  if (single && !data.superleague && view.can('runReports')) {
    tabs.push({ key: 'reports', label: 'Reports', mode: { kind: 'reports' } });
  }
  if (single && !data.superleague && view.can('runHealthChecks')) {
    tabs.push({ key: 'health', label: 'Health', mode: { kind: 'health' } });
  }

  return (
    <nav aria-label="Division views" className="d-print-none mb-3">
      <ul className="nav nav-tabs">
        {tabs.map((tab) => {
          const active = tab.key === mode.kind;
          return (
            <li className="nav-item" key={tab.key}>
              <Link
                to={view.hrefFor(tab.mode)}
                className={active ? 'nav-link active' : 'nav-link'}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
