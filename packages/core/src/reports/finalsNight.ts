import type { DivisionPlayer, DivisionTeam } from '../contract/divisionData';
import { compareText } from '../league/sorting';
import type { Division, Fixture, Gender } from '../league/types';
import { tournamentType } from '../tournament/rows';
import { tournamentWinner } from '../tournament/formats/registry';
import { lastRound } from '../tournament/winner';
import type { Tournament } from '../tournament/types';
import { highestCheckouts, manOfTheMatchCounts, oneEightyCounts } from './leagueReports';
import type { PlayerIndex } from './players';
import type { Report, ReportCell, ReportRow } from './types';

/*
 * The finals night report: the awards of the season, for every division (not limited to one).
 * See docs/domain.md, "Season tools".
 */

export const TOP_PLAYER_MIN_SINGLES = 5;
export const NOT_FOUND = 'Not found';
export const NO_WINNER = 'Has not been played or has no winner';
const PLACEHOLDER_AWARDS = [
  'Pairs semi-finalists*',
  'Pairs semi-finalists*',
  'Pairs runners up*',
  'Pairs winner*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles runners up*',
  'Singles runners up*',
  'Singles winner*',
];

export type { Gender };

export interface DivisionTables {
  division: Division;
  /** League table rows, ranked (division data `teams`). */
  teams: readonly DivisionTeam[];
  /** Player table rows, ranked (division data `players`). */
  players: readonly DivisionPlayer[];
}

export interface FinalsNightInput {
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  tables: readonly DivisionTables[];
  players: PlayerIndex;
  canManageScores: boolean;
  /** Players' genders where known; a player without one counts as male. */
  genders?: Readonly<Record<string, Gender>>;
}

const row = (award: string, goesTo: ReportCell = { text: '' }, value = ''): ReportRow => ({
  cells: [{ text: award }, goesTo, { text: value }],
});

/** The joint leaders of `values` (names comma-joined) and their value. */
function leaders(values: Map<string, number>, players: PlayerIndex): { names: string; value: number } | null {
  const top = Math.max(0, ...values.values());
  if (top === 0) return null;
  const ids = [...values.entries()].filter(([, v]) => v === top).map(([id]) => id);
  return { names: ids.map((id) => players.get(id)?.name ?? id).join(', '), value: top };
}

function leaderRow(award: string, values: Map<string, number>, players: PlayerIndex): ReportRow {
  const best = leaders(values, players);
  return best ? row(award, { text: best.names }, String(best.value)) : row(award, { text: NOT_FOUND });
}

function tournamentRows(t: Tournament, divisions: readonly Division[]): ReportRow[] {
  const division = divisions.find((d) => d.id === t.divisionId);
  const label = `${division ? `${division.name}: ` : ''}${tournamentType(t)}`;
  const winner = tournamentWinner(t);
  const final = lastRound(t.round)?.matches[0];
  if (!winner || !final)
    return [row(`${label} runner up`, { text: NO_WINNER }), row(`${label} winner`, { text: NO_WINNER })];
  const runnerUp = final.sideA?.id === winner.id ? final.sideB : final.sideA;
  const side = (s: typeof winner | null): ReportCell =>
    s ? { text: s.name, tournamentId: t.id } : { text: NOT_FOUND };
  return [row(`${label} runner up`, side(runnerUp)), row(`${label} winner`, side(winner))];
}

export function finalsNightReport(input: FinalsNightInput): Report {
  const rows: ReportRow[] = [];
  const tables = [...input.tables].sort((a, b) => compareText(b.division.name, a.division.name));
  const divisions = tables.map((t) => t.division);
  for (const { division, players } of tables) {
    const inDivision = (values: Map<string, number>) =>
      new Map([...values].filter(([id]) => input.players.get(id)?.divisionId === division.id));
    rows.push(
      leaderRow(
        `${division.name}: Highest checkout`,
        inDivision(highestCheckouts(input, division.id)),
        input.players,
      ),
    );
    rows.push(
      leaderRow(
        `${division.name}: Most 180s`,
        inDivision(oneEightyCounts(input, division.id)),
        input.players,
      ),
    );
    for (const gender of ['male', 'female'] as const) {
      const top = players.find(
        (p) =>
          (input.genders?.[p.id] ?? 'male') === gender && p.singles.matchesPlayed >= TOP_PLAYER_MIN_SINGLES,
      );
      const award = `${division.name}: Top Player (${gender === 'male' ? 'Male' : 'Female'})`;
      rows.push(
        top
          ? row(
              award,
              {
                text: top.name,
                playerId: top.id,
                playerName: top.name,
                teamId: top.teamId,
                teamName: top.team,
              },
              String(top.points),
            )
          : row(award, {
              text: `No player found who has played at least ${TOP_PLAYER_MIN_SINGLES} singles matches`,
            }),
      );
    }
  }
  rows.push(
    input.canManageScores
      ? leaderRow('Man of the match', manOfTheMatchCounts(input.games), input.players)
      : row('Man of the match'),
  );
  const knockouts = input.tournaments
    .filter((t) => !t.singleRound && t.excludeFromReports !== true)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const t of knockouts) rows.push(...tournamentRows(t, divisions));
  for (const award of PLACEHOLDER_AWARDS) rows.push(row(award));
  for (const { division, teams } of tables) {
    for (const [place, index] of [
      ['runner up', 1],
      ['winner', 0],
    ] as const) {
      const team = teams[index];
      rows.push(
        team
          ? row(
              `${division.name}: ${place}`,
              { text: team.name, teamId: team.id, teamName: team.name },
              String(team.points),
            )
          : row(`${division.name}: ${place}`, { text: NOT_FOUND }),
      );
    }
  }
  return {
    name: 'Finals night',
    description: 'The awards of the season for finals night',
    columns: ['Award', 'Goes to', 'Value/s'],
    rows,
    thisDivisionOnly: false,
  };
}
