import type { BoardTaken } from '../venue/boards';
import type { PlannedFormatId } from './formats/names';
import type { AuditFields, FixturePlayer, MatchOption, NotablePlayer } from '../league/types';

/* A tournament as the league's rules read it: sides, the round chain and accolades. */

export interface TournamentPlayer {
  id: string;
  name: string;
  divisionId: string | null;
}

export interface TournamentSide {
  id: string;
  name: string;
  teamId: string | null;
  players: TournamentPlayer[];
  noShow: boolean;
  /** Seeded sides are placed to meet as late as possible (absent on older records: not seeded). */
  seeded?: boolean;
  /**
   * What the side is given in a handicapped event (FormatOptions.handicap): points off the start
   * ("441 against 501": 60) or legs in hand. Absent: nothing.
   */
  handicap?: number;
}

export interface TournamentMatch {
  id: string;
  sideA: TournamentSide | null;
  sideB: TournamentSide | null;
  scoreA: number | null;
  scoreB: number | null;
  saygId: string | null;
}

/** Rounds are a linked list: the first round links to the next until the final. */
export interface TournamentRound {
  /** Given by the server on save; absent on rounds stored before rounds had ids. */
  id?: string | null;
  /** A name the organiser gave the round (else it is named by its match count). */
  name?: string | null;
  matches: TournamentMatch[];
  matchOptions: (MatchOption | null)[];
  nextRound: TournamentRound | null;
}

/** The formats (formats/registry.ts); a knockout and a superleague night store none (see singleRound). */
export type TournamentFormatId =
  'knockout' | 'singleRound' | 'doubleElimination' | 'groups' | 'plate' | 'swiss';

/** A format's choices: the grand final's reset (double elimination), the groups and how many go through. */
export interface FormatOptions {
  reset?: boolean;
  groups?: number;
  advance?: number;
  /** The draw's recorded seed: the unseeded players' order is drawn from it (formats/entrants.ts). */
  drawSeed?: number;
  /** A handicapped event: each side's `handicap` is points off the start, or legs in hand. */
  handicap?: HandicapKind;
}

export type HandicapKind = 'start' | 'legs';

/** A match called to a board (venue/boards.ts): the board by its name. */
export interface TournamentCall {
  boardId: string;
  matchId: string;
  since: string;
}

/** A result of a planned format's match (formats/plan.ts), by the match's id there: legs won. */
export interface PlanMatchResult {
  matchId: string;
  scoreA: number | null;
  scoreB: number | null;
  saygId: string | null;
}

export interface Tournament extends AuditFields {
  id: string;
  seasonId: string;
  divisionId: string | null;
  date: string;
  address: string;
  type: string | null;
  notes: string | null;
  singleRound: boolean;
  host: string | null;
  opponent: string | null;
  accoladesCount: boolean;
  bestOf: number | null;
  sides: TournamentSide[];
  round: TournamentRound | null;
  oneEighties: FixturePlayer[];
  over100Checkouts: NotablePlayer[];
  /** 'men' or 'women'; absent on tournaments stored before it was kept. */
  gender?: string | null;
  /** Left out of the season's reports. */
  excludeFromReports?: boolean;
  /** A format beyond the knockout and the single round; absent on those. */
  format?: PlannedFormatId | null;
  formatOptions?: FormatOptions | null;
  /** The planned format's results, by match id (absent for a knockout or a single round). */
  results?: PlanMatchResult[];
  /**
   * The tournament's share of its venue night (venue/night.ts): the venue's boards by name, the
   * tournament's matches called to them, and the boards another event there holds.
   */
  boards?: string[];
  calls?: TournamentCall[];
  boardsTaken?: BoardTaken[];
  deleted: string | null;
}
