import type { DataError, DivisionPlayer, DivisionRef, DivisionTeam } from '../contract/divisionData';
import { crossDivisionTeamMessage, dataError } from './dataErrors';
import { compareText, descending, rankBy } from './sorting';
import { emptyTeamTally, type TeamTally } from './statistics';
import type { Team } from './types';

/* The league table. */

export const POINTS_FOR_WIN = 2;
export const POINTS_FOR_DRAW = 1;

/** Points desc, fixtures won desc, leg difference desc, name asc (case-insensitive). */
export function compareLeagueRows(a: DivisionTeam, b: DivisionTeam): number {
  return (
    descending(a.points, b.points) ||
    descending(a.fixturesWon, b.fixturesWon) ||
    descending(a.difference, b.difference) ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

export interface LeagueTableInput {
  /** The division's teams for the season (every one gets a row, zeros when it has no results). */
  teams: readonly Team[];
  tallies: ReadonlyMap<string, TeamTally>;
  /** The player table rows; a team's matchesWon/matchesLost are the sums over its players. */
  players: readonly DivisionPlayer[];
  divisionOf: (teamId: string) => DivisionRef | null;
  /** Only this team's row (the `teamId` filter). */
  teamId?: string | null;
}

/** One unranked row from a team and its tally. */
export function leagueRow(
  team: Team,
  tally: TeamTally,
  players: readonly DivisionPlayer[],
  division: DivisionRef | null,
): DivisionTeam {
  const own = players.filter((p) => p.teamId === team.id);
  const sum = (pick: (p: DivisionPlayer) => number) => own.reduce((total, p) => total + pick(p), 0);
  return {
    id: team.id,
    name: team.name,
    address: team.address || team.name,
    played: tally.played,
    points: POINTS_FOR_WIN * tally.fixturesWon + POINTS_FOR_DRAW * tally.fixturesDrawn,
    fixturesWon: tally.fixturesWon,
    fixturesLost: tally.fixturesLost,
    fixturesDrawn: tally.fixturesDrawn,
    matchesWon: sum((p) => p.singles.matchesWon + p.pairs.matchesWon + p.triples.matchesWon),
    matchesLost: sum((p) => p.singles.matchesLost + p.pairs.matchesLost + p.triples.matchesLost),
    winRate: tally.winRate,
    lossRate: tally.lossRate,
    difference: tally.winRate - tally.lossRate,
    rank: 0,
    division,
    updated: team.updated ?? null,
  };
}

/**
 * The ranked league table. A team that has results but is not one of the division's teams raises
 * `Potential cross-division team found: {id}` and gets no row.
 */
export function buildLeagueTable(input: LeagueTableInput): { rows: DivisionTeam[]; dataErrors: DataError[] } {
  const teamIds = new Set(input.teams.map((t) => t.id));
  const dataErrors = [...input.tallies.keys()]
    .filter((id) => !teamIds.has(id))
    .map((id) => dataError(crossDivisionTeamMessage(id), { teamId: id }));
  const rows = input.teams
    .filter((t) => !input.teamId || t.id === input.teamId)
    .map((t) =>
      leagueRow(t, input.tallies.get(t.id) ?? emptyTeamTally(), input.players, input.divisionOf(t.id)),
    );
  return { rows: rankBy(rows, compareLeagueRows), dataErrors };
}
