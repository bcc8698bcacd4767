import type { DivisionTournamentFixture } from '../contract/divisionData';
import { tournamentType } from './rows';

/*
 * Players already playing in another tournament on the tournament's date (shown with a
 * warning beside them in the side dialog; they may still be chosen).
 */

/** Each player of the date's other (not proposed) tournaments -> the first such tournament. */
export function playersInOtherTournaments(
  rows: readonly DivisionTournamentFixture[],
  tournamentId: string,
): Map<string, DivisionTournamentFixture> {
  const found = new Map<string, DivisionTournamentFixture>();
  for (const row of rows) {
    if (row.proposed || row.id === null || row.id === tournamentId) continue;
    for (const playerId of row.players) if (!found.has(playerId)) found.set(playerId, row);
  }
  return found;
}

/** The warning beside such a player. */
export function playingElsewhere(row: Pick<DivisionTournamentFixture, 'type' | 'sides' | 'address'>): string {
  return `Also playing in the ${tournamentType(row).toLowerCase()} at ${row.address} on this date`;
}
