import { useState } from 'react';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { DropdownMenu } from '#web/components/DropdownMenu';
import { useLeagueView } from '../context';
import { divisionHref, listHref } from '../links';
import type { LeagueMode } from '../route/mode';
import { lazyComponent } from '#web/components/lazyComponent';

const DivisionDialog = lazyComponent(async () => (await import('./DivisionDialog')).DivisionDialog);
const SeasonDialog = lazyComponent(async () => (await import('./SeasonDialog')).SeasonDialog);

type Editing =
  { kind: 'season'; season: Season | null } | { kind: 'division'; division: Division | null } | null;

/**
 * The season and division selector bar, with the create
 * and edit dialogs for managers of seasons and divisions.
 */
export function SelectorBar({
  seasons,
  divisions,
}: {
  seasons: readonly Season[];
  divisions: readonly Division[];
}) {
  const view = useLeagueView();
  const [editing, setEditing] = useState<Editing>(null);
  const season = view.seasonDetails;
  const seasonName = view.season?.name ?? null;
  const division = view.divisions.length === 1 ? (view.divisions[0] ?? null) : null;
  const listMode: LeagueMode =
    view.mode.kind === 'team' || view.mode.kind === 'player' ? { kind: 'teams' } : view.mode;
  const live = seasons.filter((s) => !s.deleted);
  const seasonDivisions = (season?.divisions ?? divisions).filter((d) => !d.deleted);

  const seasonLink = (s: Season) =>
    view.list
      ? listHref(
          view.list,
          s.name,
          view.divisions.map((d) => d.name),
        )
      : divisionHref(view.divisions[0]?.name ?? view.divisionName, listMode, s.name);
  const divisionLink = (d: Division) =>
    view.list ? listHref(view.list, seasonName, [d.name]) : divisionHref(d.name, listMode, seasonName);

  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none"
      role="group"
      aria-label="Season and division"
    >
      <DropdownMenu
        ariaLabel={`Season: ${seasonName ?? 'none'}`}
        label={seasonName ?? 'Select a season'}
        items={live.map((s) => ({
          key: s.id,
          to: seasonLink(s),
          label: `${s.name}${s.isCurrent ? ' (current)' : ''}`,
          active: s.id === view.season?.id,
        }))}
      />
      {view.can('manageSeasons') && season && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ kind: 'season', season })}
        >
          Edit season
        </button>
      )}
      {view.can('manageSeasons') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ kind: 'season', season: null })}
        >
          Add season
        </button>
      )}
      <DropdownMenu
        ariaLabel={`Division: ${view.divisionName}`}
        label={view.divisionName}
        items={seasonDivisions.map((d) => ({
          key: d.id,
          to: divisionLink(d),
          label: d.name,
          active: d.id === division?.id,
        }))}
      />
      {view.can('manageDivisions') && division && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ kind: 'division', division })}
        >
          Edit division
        </button>
      )}
      {view.can('manageDivisions') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ kind: 'division', division: null })}
        >
          Add division
        </button>
      )}
      {editing?.kind === 'season' && (
        <SeasonDialog season={editing.season} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'division' && (
        <DivisionDialog division={editing.division} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
