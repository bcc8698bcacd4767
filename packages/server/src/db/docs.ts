import type { Access } from '@darts/core/contract/access';

/**
 * The stored document of each aggregate (the `doc` column). Ids and audit fields live in their own
 * columns. Shapes of later areas (game, tournament, sayg, template, photo) are added by their issues.
 */
export interface UserDoc {
  name: string;
  givenName: string;
  emailAddress: string;
  passwordHash: string;
  teamId: string | null;
  access: Access;
}

export interface SessionDoc {
  userId: string;
  expires: string;
  userAgent: string | null;
}

export interface FeatureDoc {
  configuredValue: string;
}

export interface ErrorDoc {
  source: 'UI' | 'Api';
  time: string;
  message: string;
  stack: string[];
  type: string | null;
  userName: string | null;
  userAgent: string | null;
  url: string | null;
}

export interface DivisionDoc {
  name: string;
  superleague: boolean;
}

export interface SeasonDoc {
  name: string;
  startDate: string;
  endDate: string;
  divisionIds: string[];
}

export interface TeamPlayerDoc {
  id: string;
  name: string;
  captain: boolean;
  emailAddress: string | null;
  deleted: string | null;
}

export interface TeamSeasonDoc {
  id: string;
  seasonId: string;
  divisionId: string;
  deleted: string | null;
  players: TeamPlayerDoc[];
}

export interface TeamDoc {
  name: string;
  address: string;
  seasons: TeamSeasonDoc[];
}

export interface NoteDoc {
  seasonId: string;
  divisionId: string | null;
  date: string;
  note: string;
}

/** Aggregates whose documents later issues define; stored and carried as opaque JSON until then. */
export type OpaqueDoc = Record<string, unknown>;
