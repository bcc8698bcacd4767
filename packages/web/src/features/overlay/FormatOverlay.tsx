import type { EventSlot, FormatEvent } from '@darts/core/tournament/formats/event';
import type { PlannedFormatId } from '@darts/core/tournament/formats/names';
import { tournamentEvent } from '@darts/core/tournament/formats/planMatch';
import type { TournamentDto } from '#web/api/tournament';
import { GroupTables, SwissStanding, type Balance } from '#web/features/tournament/FormatTables';
import {
  columnLines,
  overlayTextSize,
  OverlayRounds,
  type OverlayColumn,
  type TournamentView,
} from './OverlayRounds';

/* A planned format's overlay (double elimination, groups into a knockout, a plate, Swiss rounds). */

type Name = (seed: number) => string;

/**
 * The rounds a stream shows beside the tables: a group's matches are in its table, and Swiss rounds
 * in the standing, but for the round being played.
 */
function shownSections(event: FormatEvent) {
  const groups = new Set(event.groups.map((group) => group.title));
  const sections = event.sections.filter((section) => !groups.has(section.title));
  return event.standing.length > 0 ? sections.slice(-1) : sections;
}

/** The sheet's tables without the handicap's "Thrown" column: the stream shows the counted legs. */
const NO_BALANCE: Balance = new Map();

/** A second bracket's rounds (core formats/sections.ts names them): drawn under the first, so neither is squeezed. */
const SECOND_BRACKET = /^(Losers'|Plate) /;

/**
 * The format's tables (groups, or the Swiss standing) and its rounds, by the sheet's rules (core
 * tournament/formats: the same event the sheet draws); the winner (and the plate's) once decided.
 */
export function formatView(tournament: TournamentDto & { format: PlannedFormatId }): TournamentView {
  const { entrants, event } = tournamentEvent(tournament);
  const name: Name = (seed) => entrants[seed]?.name ?? '?';
  const slot = (s: EventSlot) => (s.kind === 'entrant' ? name(s.seed) : s.kind === 'bye' ? 'Bye' : s.from);
  const columns: OverlayColumn[] = shownSections(event).map((section) => ({
    title: section.title,
    matches: section.matches.map((match) => ({
      key: match.id,
      id: match.id,
      a: { name: slot(match.a), score: match.scoreA, won: match.winner === 'a' },
      b: { name: slot(match.b), score: match.scoreB, won: match.winner === 'b' },
    })),
  }));
  const second = columns.filter((column) => SECOND_BRACKET.test(column.title));
  const first = columns.filter((column) => !SECOND_BRACKET.test(column.title));
  // Group tables two abreast, each its caption, heading and rows; or the standing.
  const tableLines = Math.max(
    Math.ceil(event.groups.length / 2) * (Math.max(0, ...event.groups.map((g) => g.rows.length)) + 2.5),
    event.standing.length + 2.5,
  );
  const champion = event.champion === null ? null : name(event.champion);
  const plate = event.plateWinner === null ? null : name(event.plateWinner);
  return {
    content: (
      <>
        {(event.groups.length > 0 || event.standing.length > 0) && (
          <div className={event.groups.length > 1 ? 'overlay-tables overlay-tables-two' : 'overlay-tables'}>
            <GroupTables groups={event.groups} name={name} balance={NO_BALANCE} tableClass="overlay-table" />
            {event.standing.length > 0 && (
              <SwissStanding
                rows={event.standing}
                name={name}
                balance={NO_BALANCE}
                tableClass="overlay-table"
              />
            )}
          </div>
        )}
        {columns.length > 0 && (
          <div className="overlay-brackets">
            {first.length > 0 && <OverlayRounds columns={first} />}
            {second.length > 0 && <OverlayRounds columns={second} />}
          </div>
        )}
        {columns.length === 0 && event.groups.length === 0 && (
          <p className="overlay-waiting">Waiting for the players</p>
        )}
      </>
    ),
    size: overlayTextSize(Math.max(columnLines(first) + columnLines(second), tableLines)),
    winner: champion && (plate ? `${champion} · Plate: ${plate}` : champion),
  };
}
