import type { DivisionFixtureDate, DivisionRef, FixtureDateNote } from '../contract/divisionData';
import { dateOf } from '../league/dates';
import { fixtureRow, placeholderRow } from '../league/fixtureRows';
import { compareText, sameText } from '../league/sorting';
import { proposedVenueRows, tournamentRow } from '../tournament/rows';
import type { Fixture, Note, Team } from '../league/types';
import type { Tournament } from '../tournament/types';

/* Fixtures grouped by date. */

export interface FixtureDatesInput {
  /** The fixtures the division lists. */
  games: readonly Fixture[];
  /** Other fixtures in scope (other divisions): reported as clashes at a placeholder team's venue. */
  otherGames: readonly Fixture[];
  tournaments: readonly Tournament[];
  notes: readonly Note[];
  /** Teams that get placeholder rows and whose venues may be proposed for tournaments. */
  teams: readonly Team[];
  /** Placeholder rows and proposed venues: only when proposals are not excluded and there is no date filter. */
  includeProposals: boolean;
  /** Proposed tournament venues are offered to ManageTournaments only. */
  canManageTournaments: boolean;
  /** Fixtures listed without their scores (VetoScores). Default none. */
  scoresHidden?: (game: Fixture) => boolean;
  teamById: (teamId: string) => Team | null;
  divisionOf: (teamId: string) => DivisionRef | null;
}

export function noteDto(note: Note): FixtureDateNote {
  return {
    id: note.id,
    date: dateOf(note.date),
    note: note.note,
    seasonId: note.seasonId,
    divisionId: note.divisionId,
    created: note.created ?? null,
    author: note.author ?? null,
    updated: note.updated ?? null,
    editor: note.editor ?? null,
  };
}

const onDate = <T extends { date: string }>(items: readonly T[], date: string) =>
  items.filter((i) => dateOf(i.date) === date);

/**
 * One group per date that has a listed fixture, a tournament or a note, ascending. Fixtures are
 * ordered by home team name, tournaments by address. On a date without tournaments (and with
 * proposals included) every team without a listed fixture gets a placeholder row; on a date
 * without league fixtures, managers of tournaments get a proposed row per unused team venue.
 */
export function buildFixtureDates(input: FixtureDatesInput): DivisionFixtureDate[] {
  const dates = [
    ...new Set([...input.games, ...input.tournaments, ...input.notes].map((item) => dateOf(item.date))),
  ].sort();
  const ctx = { teamById: input.teamById, divisionOf: input.divisionOf, scoresHidden: input.scoresHidden };

  return dates.map((date) => {
    const games = onDate(input.games, date);
    const tournaments = onDate(input.tournaments, date);
    const fixtures = games.map((g) => fixtureRow(g, ctx));

    if (input.includeProposals && tournaments.length === 0) {
      const isKnockout = games.some((g) => g.isKnockout);
      const others = onDate(input.otherGames, date);
      for (const team of input.teams) {
        if (games.some((g) => g.home.id === team.id || g.away.id === team.id)) continue;
        const fixturesUsingAddress = others.filter(
          (g) => sameText(g.address, team.address) || sameText(g.address, team.name),
        );
        fixtures.push(
          placeholderRow(team, { isKnockout, fixturesUsingAddress, division: input.divisionOf(team.id) }),
        );
      }
    }

    const tournamentFixtures = tournaments.map(tournamentRow);
    if (input.includeProposals && input.canManageTournaments && games.length === 0) {
      tournamentFixtures.push(
        ...proposedVenueRows(
          input.teams,
          tournaments.map((t) => t.address),
          date,
        ),
      );
    }

    return {
      date,
      fixtures: fixtures.sort(
        (a, b) => compareText(a.homeTeam.name, b.homeTeam.name) || compareText(a.id, b.id),
      ),
      tournamentFixtures: tournamentFixtures.sort(
        (a, b) => compareText(a.address, b.address) || compareText(a.id ?? '', b.id ?? ''),
      ),
      notes: onDate(input.notes, date).map(noteDto),
    };
  });
}
