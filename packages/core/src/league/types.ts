/*
 * Inputs of the league computations: the stored aggregates, camelCase. Audit fields are optional
 * here (callers may pass bare documents); the outputs carry them as null when absent. Dates are
 * `YYYY-MM-DD` (a longer ISO string is cut to its first 10 characters wherever a date is compared
 * or emitted).
 */

export interface AuditFields {
  created?: string | null;
  author?: string | null;
  updated?: string | null;
  editor?: string | null;
  deleted?: string | null;
  remover?: string | null;
}

export interface Season extends AuditFields {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  divisionIds: string[];
}

export interface Division extends AuditFields {
  id: string;
  name: string;
  superleague: boolean;
}

/** A player's gender (the finals night report's Top Player awards); unknown counts as male there. */
export type Gender = 'male' | 'female';
export const GENDERS: readonly Gender[] = ['male', 'female'];

export interface TeamPlayer extends AuditFields {
  id: string;
  name: string;
  captain: boolean;
  emailAddress: string | null;
  /** Absent or null when not given. */
  gender?: Gender | null;
  /** The player asked to be shown to visitors by initials only; absent when not. */
  initialsOnly?: boolean;
  deleted: string | null;
}

export interface TeamSeason extends AuditFields {
  id?: string;
  seasonId: string;
  divisionId: string | null;
  deleted: string | null;
  players: TeamPlayer[];
}

export interface Team extends AuditFields {
  id: string;
  name: string;
  address: string;
  seasons: TeamSeason[];
  deleted: string | null;
}

export interface FixturePlayer {
  id: string;
  name: string;
}

export interface NotablePlayer extends FixturePlayer {
  /** The hi-check value (100..120); null or non-numeric values are ignored. */
  score: number | null;
}

export interface FixtureSide {
  id: string;
  name: string;
  manOfTheMatch: string | null;
}

export interface FixtureMatch {
  id: string;
  homePlayers: FixturePlayer[];
  awayPlayers: FixturePlayer[];
  homeScore: number | null;
  awayScore: number | null;
  saygId: string | null;
}

export interface MatchOption {
  playerCount: number;
  startingScore: number;
  numberOfLegs: number;
}

/** A league fixture. */
export interface Fixture extends AuditFields {
  id: string;
  seasonId: string;
  divisionId: string;
  date: string;
  address: string;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  home: FixtureSide;
  away: FixtureSide;
  matches: FixtureMatch[];
  /** Options by match index; a missing or null entry means "no options for that match". */
  matchOptions: (MatchOption | null)[];
  oneEighties: FixturePlayer[];
  over100Checkouts: NotablePlayer[];
  deleted: string | null;
}

/** A fixture-date note; `divisionId: null` shows on every division. */
export interface Note extends AuditFields {
  id: string;
  seasonId: string;
  divisionId: string | null;
  date: string;
  note: string;
}

/** The filter of GET /api/Division/Data that shapes the data (divisions and season are resolved first). */
export interface DivisionDataFilter {
  /** Only fixtures, tournaments and notes on this exact date; also turns placeholder rows off. */
  date?: string | null;
  /** Only fixtures and tournaments of this team; league table rows of this team only. */
  teamId?: string | null;
  /** No placeholder rows and no proposed tournament venues. */
  excludeProposals?: boolean;
  /** Do not limit fixtures and tournaments to the season's start..end dates. */
  ignoreDates?: boolean;
}
