/*
 * Worked examples of the public read API's answers (issue 29, decision 058), shown on the OpenAPI
 * page beside each answer's shape. openDataExamples.test.ts reads each through its own schema, so
 * an example can never drift from the answer it shows.
 */

const SEASON = { id: '2f0c5a4e-1b7d-4c2a-9e51-3d6b8a0f7c21', name: 'Winter 2026' };
const DIVISION = { id: '7a1e9c3b-5d2f-4e8a-b6c4-0f9d2e1a3b57', name: 'Premier' };
const CROWN = 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b';
const OAK = 'd4e5f6a7-1829-43a4-b5c6-d7e8f90a1b2c';

export const OPEN_SEASONS_EXAMPLE = [
  {
    ...SEASON,
    startDate: '2026-09-01',
    endDate: '2027-04-30',
    divisions: [DIVISION, { id: '8b2f0d4c-6e3a-4f9b-c7d5-1a0e3f2b4c68', name: 'Division One' }],
  },
];

export const OPEN_TABLE_EXAMPLE = {
  season: SEASON,
  division: DIVISION,
  rows: [
    {
      rank: 1,
      teamId: CROWN,
      team: 'The Crown',
      played: 10,
      won: 8,
      drawn: 1,
      lost: 1,
      legsWon: 170,
      legsLost: 92,
      legDifference: 78,
      points: 17,
    },
  ],
};

const FIXTURE = {
  id: '9b8a7c6d-5e4f-4321-8a0b-1c2d3e4f5a6b',
  date: '2026-10-01',
  homeTeamId: CROWN,
  homeTeam: 'The Crown',
  awayTeamId: OAK,
  awayTeam: 'Royal Oak',
  homeScore: 5,
  awayScore: 3,
  postponed: false,
  knockout: false,
};

export const OPEN_FIXTURES_EXAMPLE = { season: SEASON, division: DIVISION, rows: [FIXTURE] };

export const OPEN_PLAYERS_EXAMPLE = {
  season: SEASON,
  division: DIVISION,
  rows: [
    {
      rank: 1,
      playerId: 'e5f6a7b8-2930-44b5-86d7-e8f90a1b2c3d',
      name: 'Sam Smith',
      teamId: CROWN,
      team: 'The Crown',
      played: 20,
      won: 17,
      lost: 3,
      points: 17,
      winPercentage: 85,
      oneEighties: 6,
      hiChecks: 2,
    },
  ],
};

export const OPEN_TOURNAMENTS_EXAMPLE = {
  season: SEASON,
  division: DIVISION,
  rows: [
    {
      id: 'f6a7b8c9-3a41-45c6-97e8-f90a1b2c3d4e',
      date: '2026-12-12',
      type: 'Christmas singles',
      address: 'The Crown, High Street',
      winner: 'Sam Smith',
    },
  ],
};

export const FIXTURE_SEARCH_EXAMPLE = {
  rows: [
    {
      ...FIXTURE,
      seasonId: SEASON.id,
      season: SEASON.name,
      divisionId: DIVISION.id,
      division: DIVISION.name,
      venue: 'The Crown, High Street',
    },
  ],
  more: false,
};

const FIGURES = {
  matchesPlayed: 2,
  matchesWon: 1,
  legsPlayed: 5,
  legsWon: 3,
  points: 2004,
  darts: 72,
  average3: 83.5,
  first9Average: 92.33,
  checkoutChances: 6,
  checkoutPercent: 50,
  highestCheckout: 104,
  count100: 5,
  count140: 2,
  count180: 1,
  bestLegDarts: 15,
  worstLegDarts: 24,
  dartsPerLegWon: 18.67,
  doubles: { legs: 0, darts: 0, hits: 0, percent: null, perDouble: [] },
};

export const PLAYER_FIGURES_EXAMPLE = {
  playerId: 'e5f6a7b8-2930-44b5-86d7-e8f90a1b2c3d',
  name: 'Sam Smith',
  career: FIGURES,
  seasons: [{ seasonId: SEASON.id, seasonName: SEASON.name, figures: FIGURES }],
  competitions: [{ competition: 'league', figures: FIGURES }],
  matches: [
    {
      saygId: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f',
      eventId: FIXTURE.id,
      date: '2026-10-01',
      seasonId: SEASON.id,
      competition: 'league',
      opponentId: 'a7b8c9d0-4b52-46d7-a8f9-0a1b2c3d4e5f',
      opponentName: 'Jo Jones',
      legsFor: 2,
      legsAgainst: 1,
      result: 'won',
      average3: 88.1,
      rolling: 88.1,
    },
    {
      saygId: '1b2c3d4e-5f60-4718-992a-3b4c5d6e7f80',
      eventId: '2c3d4e5f-6071-4829-a03b-4c5d6e7f8091',
      date: '2026-10-08',
      seasonId: SEASON.id,
      competition: 'league',
      opponentId: 'b8c9d0e1-5c63-47e8-b90a-1b2c3d4e5f60',
      opponentName: 'Lee Long',
      legsFor: 1,
      legsAgainst: 2,
      result: 'lost',
      average3: 79.2,
      rolling: 83.5,
    },
  ],
};
