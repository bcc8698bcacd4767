import type { Access } from '@darts/core/contract/access';
import type { LegInput } from '@darts/core/contract/sayg';
import type { GameMatch, GamePlayer, GameTeam, MatchOption, NotablePlayer } from '@darts/core/league/types';

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
  /** The first time it happened that day. */
  time: string;
  /** The last time (records stored before repeats were counted have none). */
  lastTime?: string;
  /** How many times it happened that day (absent: once). */
  count?: number;
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

/**
 * Audit stamps of an object nested in an aggregate (team-seasons, players). Optional: documents
 * written before they were kept have none.
 */
export interface NestedAudit {
  created?: string | null;
  author?: string | null;
  updated?: string | null;
  editor?: string | null;
  remover?: string | null;
}

/** A squad member. `updated` is the player's own concurrency token (PATCH /api/Player). */
export interface TeamPlayerDoc extends NestedAudit {
  id: string;
  name: string;
  captain: boolean;
  emailAddress: string | null;
  deleted: string | null;
}

export interface TeamSeasonDoc extends NestedAudit {
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

/** A leg-by-leg record. Only throws are kept: side scores and match scores are derived on read. */
export interface SaygDoc {
  yourName: string;
  opponentName: string | null;
  startingScore: number;
  numberOfLegs: number;
  tournamentMatchId: string | null;
  legs: Record<string, LegInput>;
  /** SHA-256 of the edit token handed to whoever created the record. */
  editTokenHash: string;
  /** The signed-in creator, if any: they may edit without the token. */
  ownerId: string | null;
  /**
   * SHA-256 of the `Idempotency-Key` the record was created with, if any: a create repeated with
   * the same key (its answer was lost) answers this record instead of creating another.
   */
  createKeyHash?: string;
}

/*
 * The parts of a fixture that are stored exactly as core's rules read them: one definition
 * (`@darts/core/league/types`) for both.
 */
/** A player as a fixture or tournament records them. */
export type GamePlayerDoc = GamePlayer;
/** A hi-check: the player and the score checked out. */
export type NotablePlayerDoc = NotablePlayer;
/** A side of a fixture; `manOfTheMatch` is the id of an opposing player the side picked. */
export type GameTeamDoc = GameTeam;
/** One of the eight matches; `saygId` links its leg-by-leg record, if it was scored as you go. */
export type GameMatchDoc = GameMatch;
export type MatchOptionDoc = MatchOption;

/** The results part of a scorecard, shared by the fixture and the clerks' submissions. */
export interface GameResultsDoc {
  home: GameTeamDoc;
  away: GameTeamDoc;
  matches: GameMatchDoc[];
  /** Options by match index; null means "no options for that match". */
  matchOptions: (MatchOptionDoc | null)[];
  oneEighties: GamePlayerDoc[];
  over100Checkouts: NotablePlayerDoc[];
}

/** A team clerk's submission of a fixture's results, with its own audit stamps. */
export interface GameSubmissionDoc extends GameResultsDoc {
  created: string | null;
  author: string | null;
  updated: string | null;
  editor: string | null;
}

/**
 * A photo's metadata (the `photo` table); the bytes are in `photo_blob` under the same id.
 * `userId` is the uploader's account: "own" photos are matched on it.
 */
export interface PhotoDoc {
  entityType: 'Game' | 'Tournament';
  entityId: string;
  userId: string;
  teamId: string | null;
  fileName: string | null;
  contentType: string;
  fileSize: number;
}

/** A photo as its fixture or tournament lists it. */
export interface PhotoReferenceDoc {
  id: string;
  author: string | null;
  created: string;
  contentType: string;
  fileName: string | null;
  fileSize: number;
}

/** A league fixture ("game") with its eight matches, options, accolades and submissions. */
export interface GameDoc extends GameResultsDoc {
  seasonId: string;
  divisionId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  address: string;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  homeSubmission: GameSubmissionDoc | null;
  awaySubmission: GameSubmissionDoc | null;
  photos: PhotoReferenceDoc[];
}

export interface TournamentPlayerDoc extends GamePlayerDoc {
  divisionId: string | null;
}

export interface TournamentSideDoc {
  id: string;
  name: string;
  teamId: string | null;
  noShow: boolean;
  players: TournamentPlayerDoc[];
}

export interface TournamentMatchDoc {
  id: string;
  sideA: TournamentSideDoc | null;
  sideB: TournamentSideDoc | null;
  scoreA: number | null;
  scoreB: number | null;
  saygId: string | null;
}

/** A round of a tournament; rounds are a linked list from the first round to the final. */
export interface TournamentRoundDoc {
  matches: TournamentMatchDoc[];
  matchOptions: (MatchOptionDoc | null)[];
  nextRound: TournamentRoundDoc | null;
}

/**
 * A tournament (knockout or single-round "superleague") as the league reads it: sides, the round
 * chain and accolades. The tournament issue may add fields; readers must tolerate their absence.
 */
export interface TournamentDoc {
  seasonId: string;
  divisionId: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  address: string;
  type: string | null;
  notes: string | null;
  singleRound: boolean;
  host: string | null;
  opponent: string | null;
  accoladesCount: boolean;
  bestOf: number | null;
  sides: TournamentSideDoc[];
  round: TournamentRoundDoc | null;
  oneEighties: GamePlayerDoc[];
  over100Checkouts: NotablePlayerDoc[];
  photos?: PhotoReferenceDoc[];
}

/** Aggregates whose documents later issues define; stored and carried as opaque JSON until then. */
export type OpaqueDoc = Record<string, unknown>;
