import type {
  DivisionData,
  DivisionFixture,
  DivisionFixtureDate,
  DivisionPlayer,
  DivisionTeam,
  DivisionTournamentFixture,
  FixtureDateNote,
  PlayerPerformance,
} from '@darts/core/contract/divisionData';

/* In-memory builders of division data for the league screens' tests (EXAMPLES habit 10). */

let sequence = 0;
export const nextId = () => `10000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const SEASON = {
  id: '20000000-0000-4000-8000-000000000001',
  name: '2025',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  divisionIds: ['30000000-0000-4000-8000-000000000001'],
};
export const DIVISION = { id: SEASON.divisionIds[0]!, name: 'Premier', superleague: false, updated: null };

export function buildTeam(overrides: Partial<DivisionTeam> = {}): DivisionTeam {
  return {
    id: nextId(),
    name: 'Team',
    address: 'Somewhere',
    played: 0,
    points: 0,
    fixturesWon: 0,
    fixturesLost: 0,
    fixturesDrawn: 0,
    matchesWon: 0,
    matchesLost: 0,
    winRate: 0,
    lossRate: 0,
    difference: 0,
    rank: 1,
    division: DIVISION,
    updated: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function performance(played = 0, won = 0): PlayerPerformance {
  return {
    matchesPlayed: played,
    matchesWon: won,
    matchesLost: played - won,
    winRate: 0,
    lossRate: 0,
    teamWinRate: 0,
    teamLossRate: 0,
  };
}

export function buildPlayer(team: DivisionTeam, overrides: Partial<DivisionPlayer> = {}): DivisionPlayer {
  return {
    id: nextId(),
    name: 'Player',
    team: team.name,
    teamId: team.id,
    captain: false,
    points: 0,
    winPercentage: 0,
    oneEighties: 0,
    over100Checkouts: 0,
    singles: performance(),
    pairs: performance(),
    triples: performance(),
    fixtures: {},
    rank: 1,
    division: DIVISION,
    updated: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function buildFixture(
  home: DivisionTeam,
  away: DivisionTeam | null,
  overrides: Partial<DivisionFixture> = {},
): DivisionFixture {
  return {
    id: away ? nextId() : home.id,
    homeScore: null,
    awayScore: null,
    runningScore: null,
    homeTeam: { id: home.id, name: home.name, address: home.address },
    awayTeam: away ? { id: away.id, name: away.name, address: away.address } : null,
    proposal: false,
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    fixturesUsingAddress: [],
    homeDivision: DIVISION,
    awayDivision: away ? DIVISION : null,
    updated: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function buildDate(
  date: string,
  fixtures: DivisionFixture[],
  notes: FixtureDateNote[] = [],
): DivisionFixtureDate {
  return { date, fixtures, tournamentFixtures: [], notes };
}

/** A tournament as a fixture date lists it: a saved knockout on 1 Feb 2025 without sides. */
export function buildTournamentFixture(
  overrides: Partial<DivisionTournamentFixture> = {},
): DivisionTournamentFixture {
  return {
    id: nextId(),
    date: '2025-02-01',
    address: 'The Red Lion',
    type: 'Singles cup',
    notes: null,
    seasonId: null,
    divisionId: null,
    host: null,
    opponent: null,
    proposed: false,
    singleRound: false,
    players: [],
    sides: [],
    winningSide: null,
    firstRoundMatches: [],
    updated: null,
    ...overrides,
  };
}

export function buildNote(date: string, note: string): FixtureDateNote {
  return {
    id: nextId(),
    date,
    note,
    seasonId: SEASON.id,
    divisionId: null,
    created: null,
    author: null,
    updated: '2025-01-01T00:00:00Z',
    editor: null,
  };
}

export function buildData(overrides: Partial<DivisionData> = {}): DivisionData {
  return {
    id: DIVISION.id,
    name: DIVISION.name,
    updated: null,
    superleague: false,
    season: SEASON,
    teams: [],
    players: [],
    fixtures: [],
    dataErrors: [],
    ...overrides,
  };
}
