import type { Fixture, FixtureMatch, FixtureSubmission } from '@darts/core/contract/fixture';
import type { Team, TeamWithoutSeasons } from '@darts/core/contract/team';
import { access, buildAccount, buildDivision, buildSeason } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';

/* A fixture between Crown and Anchor as the scorecard tests read it, and the server's answers. */

export const audit = {
  created: null,
  author: null,
  updated: null,
  editor: null,
  deleted: null,
  remover: null,
};
export const GAME_ID = '10000000-0000-4000-8000-000000000001';
export const SEASON_ID = '20000000-0000-4000-8000-000000000001';
export const DIVISION_ID = '30000000-0000-4000-8000-000000000001';
export const HOME_ID = '40000000-0000-4000-8000-000000000001';
export const AWAY_ID = '40000000-0000-4000-8000-000000000002';
export const SAYG_ID = '60000000-0000-4000-8000-000000000001';

export const homePlayers = [
  { id: 'h1', name: 'Alice' },
  { id: 'h2', name: 'Bella' },
  { id: 'h3', name: 'Cara' },
];
export const awayPlayers = [
  { id: 'a1', name: 'Xavier' },
  { id: 'a2', name: 'Yusuf' },
  { id: 'a3', name: 'Zed' },
];

export function team(id: string, name: string, players: { id: string; name: string }[]): Team {
  return {
    ...audit,
    id,
    name,
    address: `${name} Arms`,
    seasons: [
      {
        ...audit,
        id: `${id}-season`,
        seasonId: SEASON_ID,
        divisionId: DIVISION_ID,
        players: players.map((p) => ({ ...audit, ...p, captain: false, emailAddress: null, gender: null })),
      },
    ],
  };
}

export function teamWithoutSeasons(id: string, name: string): TeamWithoutSeasons {
  return { ...audit, id, name, address: `${name} Arms` };
}

export function match(overrides: Partial<FixtureMatch> = {}): FixtureMatch {
  return {
    id: '',
    homePlayers: [],
    awayPlayers: [],
    homeScore: null,
    awayScore: null,
    saygId: null,
    ...overrides,
  };
}

export function buildGame(overrides: Partial<Fixture> = {}): Fixture {
  return {
    ...audit,
    updated: '2025-03-01T10:00:00.000Z',
    id: GAME_ID,
    seasonId: SEASON_ID,
    divisionId: DIVISION_ID,
    date: '2025-03-04',
    address: 'The Crown',
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    home: { id: HOME_ID, name: 'Crown', manOfTheMatch: null },
    away: { id: AWAY_ID, name: 'Anchor', manOfTheMatch: null },
    matches: [],
    matchOptions: [],
    resultsPublished: false,
    oneEighties: [],
    over100Checkouts: [],
    homeSubmission: null,
    awaySubmission: null,
    submissionDifferences: [],
    photos: [],
    ...overrides,
  };
}

export function submission(overrides: Partial<FixtureSubmission> = {}): FixtureSubmission {
  return {
    home: { id: HOME_ID, name: 'Crown', manOfTheMatch: null },
    away: { id: AWAY_ID, name: 'Anchor', manOfTheMatch: null },
    matches: [],
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    created: null,
    author: null,
    updated: '2025-03-02T09:00:00.000Z',
    editor: 'Hannah Home',
    ...overrides,
  };
}

export function serve(
  game: Fixture | null,
  account: ReturnType<typeof buildAccount> | null,
  extra: Record<string, FakeHandler> = {},
) {
  return fakeFetch({
    'GET /api/Account': account ? { body: account } : { status: 204 },
    'GET /api/Season/': { body: [buildSeason({ id: SEASON_ID })] },
    'GET /api/Division': { body: [buildDivision({ id: DIVISION_ID })] },
    'GET /api/Team/': { body: [teamWithoutSeasons(HOME_ID, 'Crown'), teamWithoutSeasons(AWAY_ID, 'Anchor')] },
    [`GET /api/Game/${GAME_ID}`]: game ? { body: game } : { status: 204 },
    [`GET /api/Team/${HOME_ID}`]: { body: team(HOME_ID, 'Crown', homePlayers) },
    [`GET /api/Team/${AWAY_ID}`]: { body: team(AWAY_ID, 'Anchor', awayPlayers) },
    [`PUT /api/Scores/${GAME_ID}`]: (call) => ({ body: envelope({ ...game, ...(call.body as object) }) }),
    ...extra,
  });
}

export const admin = () => buildAccount({ access: access('manageScores', 'manageGames') });
