import { Link } from '#web/app/router';
import type { DivisionPlayer } from '@darts/core/contract/divisionData';

/** A player table's row heading: the player's name, linking to their page, and a captain's crown. */
export function PlayerNameCell({
  player,
  href,
}: {
  player: Pick<DivisionPlayer, 'name' | 'captain'>;
  href: string;
}) {
  return (
    <th scope="row" className="fw-normal text-nowrap">
      <Link to={href}>{player.name}</Link>
      {player.captain && (
        <span className="ms-1" role="img" aria-label="captain" title="Captain">
          👑
        </span>
      )}
    </th>
  );
}

/*
 * The statistics columns of the player tables (the players tab and the team page); on a phone the
 * `extra` ones wait behind "Show all columns" (`PriorityColumns`). Win % is as served: rounded to
 * 2 places by core's `winPercentage`.
 */
const STATS: { heading: string; value: (player: DivisionPlayer) => number; extra?: true }[] = [
  { heading: 'Played', value: (p) => p.singles.matchesPlayed },
  { heading: 'Won', value: (p) => p.singles.matchesWon },
  { heading: 'Lost', value: (p) => p.singles.matchesLost, extra: true },
  { heading: 'Points', value: (p) => p.points },
  { heading: 'Win %', value: (p) => p.winPercentage, extra: true },
  { heading: '180s', value: (p) => p.oneEighties, extra: true },
  { heading: 'hi-check', value: (p) => p.over100Checkouts, extra: true },
];

const extraColumn = (extra?: true) => (extra ? 'extra-column' : undefined);

export function PlayerStatsHeadings() {
  return STATS.map(({ heading, extra }) => (
    <th key={heading} scope="col" className={extraColumn(extra)}>
      {heading}
    </th>
  ));
}

export function PlayerStatsCells({ player }: { player: DivisionPlayer }) {
  return STATS.map(({ heading, value, extra }) => (
    <td key={heading} className={extraColumn(extra)}>
      {value(player)}
    </td>
  ));
}
