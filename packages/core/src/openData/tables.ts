import type { DivisionData } from '../contract/divisionData';
import type {
  FoundFixture,
  OpenFixture,
  OpenPlayerRow,
  OpenTableRow,
  OpenTournament,
} from '../contract/openData';

/*
 * The public read API's rows (decision 058), from the division data the screens show, and each
 * table's CSV columns: the same rows in the same order, headed as on screen. Pure.
 */

export function tableRows(data: Pick<DivisionData, 'teams'>): OpenTableRow[] {
  return data.teams.map((t) => ({
    rank: t.rank,
    teamId: t.id,
    team: t.name,
    played: t.played,
    won: t.fixturesWon,
    drawn: t.fixturesDrawn,
    lost: t.fixturesLost,
    legsWon: t.winRate,
    legsLost: t.lossRate,
    legDifference: t.difference,
    points: t.points,
  }));
}

/** The division's fixtures by date (placeholder rows for a team without a fixture left out). */
export function fixtureRows(data: Pick<DivisionData, 'fixtures'>): OpenFixture[] {
  return data.fixtures.flatMap((date) =>
    date.fixtures.flatMap((f) =>
      f.awayTeam && !f.proposal
        ? [
            {
              id: f.id,
              date: date.date.slice(0, 10),
              homeTeamId: f.homeTeam.id,
              homeTeam: f.homeTeam.name,
              awayTeamId: f.awayTeam.id,
              awayTeam: f.awayTeam.name,
              homeScore: f.homeScore,
              awayScore: f.awayScore,
              postponed: f.postponed,
              knockout: f.isKnockout,
            },
          ]
        : [],
    ),
  );
}

export function playerRows(data: Pick<DivisionData, 'players'>): OpenPlayerRow[] {
  return data.players.map((p) => ({
    rank: p.rank,
    playerId: p.id,
    name: p.name,
    teamId: p.teamId,
    team: p.team,
    played: p.singles.matchesPlayed,
    won: p.singles.matchesWon,
    lost: p.singles.matchesLost,
    points: p.points,
    winPercentage: p.winPercentage,
    oneEighties: p.oneEighties,
    hiChecks: p.over100Checkouts,
  }));
}

/**
 * One team's players as its team page lists them: those with results in rank order, then the rest
 * of its squad (`squad`, the season's) by name, with nothing played.
 */
export function teamPlayerRows(
  data: Pick<DivisionData, 'players'>,
  team: { id: string; name: string },
  squad: readonly { id: string; name: string }[],
): OpenPlayerRow[] {
  const withResults = playerRows(data)
    .filter((p) => p.teamId === team.id)
    .sort((a, b) => a.rank - b.rank);
  const rest = squad
    .filter((p) => !withResults.some((r) => r.playerId === p.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({
      rank: 0,
      playerId: p.id,
      name: p.name,
      teamId: team.id,
      team: team.name,
      played: 0,
      won: 0,
      lost: 0,
      points: 0,
      winPercentage: 0,
      oneEighties: 0,
      hiChecks: 0,
    }));
  return [...withResults, ...rest];
}

export function tournamentRows(data: Pick<DivisionData, 'fixtures'>): OpenTournament[] {
  return data.fixtures.flatMap((date) =>
    date.tournamentFixtures.flatMap((t) =>
      t.id && !t.proposed
        ? [
            {
              id: t.id,
              date: date.date.slice(0, 10),
              type: t.type ?? '',
              address: t.address,
              winner: t.winningSide?.name ?? null,
            },
          ]
        : [],
    ),
  );
}

/** A CSV column: its heading and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null;
}

const yesNo = (on: boolean) => (on ? 'yes' : '');

export const TABLE_COLUMNS: CsvColumn<OpenTableRow>[] = [
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Team', value: (r) => r.team },
  { header: 'Played', value: (r) => r.played },
  { header: 'Won', value: (r) => r.won },
  { header: 'Drawn', value: (r) => r.drawn },
  { header: 'Lost', value: (r) => r.lost },
  { header: 'Legs won', value: (r) => r.legsWon },
  { header: 'Legs lost', value: (r) => r.legsLost },
  { header: 'Leg difference', value: (r) => r.legDifference },
  { header: 'Points', value: (r) => r.points },
];

export const FIXTURE_COLUMNS: CsvColumn<OpenFixture>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Home', value: (r) => r.homeTeam },
  { header: 'Home score', value: (r) => r.homeScore },
  { header: 'Away score', value: (r) => r.awayScore },
  { header: 'Away', value: (r) => r.awayTeam },
  { header: 'Postponed', value: (r) => yesNo(r.postponed) },
  { header: 'Knockout', value: (r) => yesNo(r.knockout) },
];

export const PLAYER_COLUMNS: CsvColumn<OpenPlayerRow>[] = [
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Player', value: (r) => r.name },
  { header: 'Team', value: (r) => r.team },
  { header: 'Played', value: (r) => r.played },
  { header: 'Won', value: (r) => r.won },
  { header: 'Lost', value: (r) => r.lost },
  { header: 'Points', value: (r) => r.points },
  { header: 'Win %', value: (r) => r.winPercentage },
  { header: '180s', value: (r) => r.oneEighties },
  { header: 'Hi-checks', value: (r) => r.hiChecks },
];

export const TOURNAMENT_COLUMNS: CsvColumn<OpenTournament>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Type', value: (r) => r.type },
  { header: 'Venue', value: (r) => r.address },
  { header: 'Winner', value: (r) => r.winner },
];

export const FOUND_FIXTURE_COLUMNS: CsvColumn<FoundFixture>[] = [
  { header: 'Season', value: (r) => r.season },
  { header: 'Division', value: (r) => r.division },
  ...FIXTURE_COLUMNS.slice(0, 5),
  { header: 'Venue', value: (r) => r.venue },
  ...FIXTURE_COLUMNS.slice(5),
];
