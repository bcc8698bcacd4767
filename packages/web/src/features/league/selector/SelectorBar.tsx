import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { DropdownMenu } from '#web/components/DropdownMenu';
import { useLeagueView } from '../context';
import { divisionHref, listHref } from '../links';
import type { LeagueMode } from '../route/mode';
import { lazyComponent } from '#web/components/lazyComponent';

// Managers' buttons and dialogs (SelectorActions.tsx) load for managers only.
const SeasonActions = lazyComponent(async () => (await import('./SelectorActions')).SeasonActions);
const DivisionActions = lazyComponent(async () => (await import('./SelectorActions')).DivisionActions);

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
      {view.can('manageSeasons') && <SeasonActions season={season} />}
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
      {view.can('manageDivisions') && <DivisionActions division={division} />}
    </div>
  );
}
