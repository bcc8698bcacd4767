import type {
  Division,
  Fixture,
  FixtureMatch,
  FixturePlayer,
  MatchOption,
  Note,
  Season,
  Team,
  TeamPlayer,
} from './types';
import type { Tournament, TournamentMatch, TournamentSide } from '../tournament/types';

/* Small builders for the league tests: every field filled with a plain default. Test-only. */

export const SINGLES: MatchOption = { playerCount: 1, startingScore: 501, numberOfLegs: 5 };
export const PAIRS: MatchOption = { playerCount: 2, startingScore: 501, numberOfLegs: 3 };
export const TRIPLES: MatchOption = { playerCount: 3, startingScore: 601, numberOfLegs: 3 };

export function season(overrides: Partial<Season> = {}): Season {
  return {
    id: 'season',
    name: 'Winter',
    startDate: '2024-01-01',
    endDate: '2024-06-30',
    divisionIds: [],
    ...overrides,
  };
}

export function division(id: string, name: string, overrides: Partial<Division> = {}): Division {
  return { id, name, superleague: false, updated: null, ...overrides };
}

export function teamPlayer(id: string, name: string, overrides: Partial<TeamPlayer> = {}): TeamPlayer {
  return { id, name, captain: false, emailAddress: null, deleted: null, ...overrides };
}

export function team(
  id: string,
  name: string,
  divisionId: string | null,
  players: TeamPlayer[] = [],
  overrides: Partial<Team> = {},
): Team {
  return {
    id,
    name,
    address: `${name} Inn`,
    seasons: [{ seasonId: 'season', divisionId, deleted: null, players }],
    deleted: null,
    ...overrides,
  };
}

/** A game player from a registered player. */
export const gp = (p: { id: string; name: string }): FixturePlayer => ({ id: p.id, name: p.name });

let matchCounter = 0;
export function match(
  home: FixturePlayer[],
  away: FixturePlayer[],
  homeScore: number | null,
  awayScore: number | null,
): FixtureMatch {
  matchCounter++;
  return {
    id: `match-${matchCounter}`,
    homePlayers: home,
    awayPlayers: away,
    homeScore,
    awayScore,
    saygId: null,
  };
}

export function game(
  id: string,
  date: string,
  home: { id: string; name: string },
  away: { id: string; name: string },
  overrides: Partial<Fixture> = {},
): Fixture {
  return {
    id,
    seasonId: 'season',
    divisionId: 'div-1',
    date,
    address: `${home.name} Inn`,
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    home: { id: home.id, name: home.name, manOfTheMatch: null },
    away: { id: away.id, name: away.name, manOfTheMatch: null },
    matches: [],
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    deleted: null,
    ...overrides,
  };
}

export function side(
  id: string,
  name: string,
  players: { id: string; name: string }[],
  teamId: string | null = null,
): TournamentSide {
  return {
    id,
    name,
    teamId,
    noShow: false,
    players: players.map((p) => ({ id: p.id, name: p.name, divisionId: null })),
  };
}

/** Ann, Bea and Cat, players of the tournament rules' tests; annSide and beaSide are Ann's and Bea's singles sides. */
export const ann = { id: 'ann', name: 'Ann' };
export const bea = { id: 'bea', name: 'Bea' };
export const cat = { id: 'cat', name: 'Cat' };
export const annSide = side('sa', 'Ann', [ann]);
export const beaSide = side('sb', 'Bea', [bea]);

export function tournamentMatch(
  id: string,
  sideA: TournamentSide | null,
  sideB: TournamentSide | null,
  scoreA: number | null,
  scoreB: number | null,
): TournamentMatch {
  return { id, sideA, sideB, scoreA, scoreB, saygId: null };
}

export function tournament(id: string, date: string, overrides: Partial<Tournament> = {}): Tournament {
  return {
    id,
    seasonId: 'season',
    divisionId: null,
    date,
    address: 'Town Hall',
    type: null,
    notes: null,
    singleRound: false,
    host: null,
    opponent: null,
    accoladesCount: true,
    bestOf: null,
    sides: [],
    round: null,
    oneEighties: [],
    over100Checkouts: [],
    deleted: null,
    ...overrides,
  };
}

export function note(id: string, date: string, text: string, overrides: Partial<Note> = {}): Note {
  return { id, seasonId: 'season', divisionId: null, date, note: text, ...overrides };
}
