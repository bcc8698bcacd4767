import { Link } from '#web/app/router';
import type { DivisionPlayer } from '@darts/core/contract/divisionData';

/** The crown beside a captain's name. */
export function CaptainCrown() {
  return (
    <span className="ms-1" role="img" aria-label="captain" title="Captain">
      👑
    </span>
  );
}

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
      {player.captain && <CaptainCrown />}
    </th>
  );
}

/**
 * The statistics headings of the player tables (the players tab and the team page): Played, Won,
 * Lost, Points, Win %, 180s, hi-check; on a phone Lost, Win %, 180s and hi-check wait behind
 * "Show all columns" (`PriorityColumns`).
 */
export function PlayerStatsHeadings() {
  return (
    <>
      <th scope="col">Played</th>
      <th scope="col">Won</th>
      <th scope="col" className="extra-column">
        Lost
      </th>
      <th scope="col">Points</th>
      <th scope="col" className="extra-column">
        Win %
      </th>
      <th scope="col" className="extra-column">
        180s
      </th>
      <th scope="col" className="extra-column">
        hi-check
      </th>
    </>
  );
}

/** A player's cells under `PlayerStatsHeadings` (Win % as served: rounded to 2 places in core). */
export function PlayerStatsCells({ player }: { player: DivisionPlayer }) {
  return (
    <>
      <td>{player.singles.matchesPlayed}</td>
      <td>{player.singles.matchesWon}</td>
      <td className="extra-column">{player.singles.matchesLost}</td>
      <td>{player.points}</td>
      <td className="extra-column">{player.winPercentage}</td>
      <td className="extra-column">{player.oneEighties}</td>
      <td className="extra-column">{player.over100Checkouts}</td>
    </>
  );
}
