import { z } from 'zod';
import type { Game, GameMatch, GamePlayer, GameTeam, MatchOption, NotablePlayer } from '../league/types';
import { calendarDate, count, id, nullableCount, nullableText, text, type DocumentBody } from './fields';
import { photoReferenceDocSchema, type PhotoReferenceDoc } from './photo';

/*
 * A league fixture ("game") as stored: the parts core's rules read are core's own types, so the
 * stored fixture is exactly what the rules take (plus submissions and photos).
 */

/** A player as a fixture or tournament records them. */
export type GamePlayerDoc = GamePlayer;
export const gamePlayerDocSchema: z.ZodType<GamePlayerDoc> = z.object({ id, name: text });

/** A hi-check: the player and the score checked out. */
export type NotablePlayerDoc = NotablePlayer;
export const notablePlayerDocSchema: z.ZodType<NotablePlayerDoc> = z.object({
  id,
  name: text,
  score: nullableCount,
});

/** A side of a fixture; `manOfTheMatch` is the id of an opposing player the side picked. */
export type GameTeamDoc = GameTeam;
export const gameTeamDocSchema: z.ZodType<GameTeamDoc> = z.object({
  id,
  name: text,
  manOfTheMatch: id.nullable(),
});

/** One of the eight matches; `saygId` links its leg-by-leg record, if it was scored as you go. */
export type GameMatchDoc = GameMatch;
export const gameMatchDocSchema: z.ZodType<GameMatchDoc> = z.object({
  id,
  homePlayers: z.array(gamePlayerDocSchema),
  awayPlayers: z.array(gamePlayerDocSchema),
  homeScore: nullableCount,
  awayScore: nullableCount,
  saygId: id.nullable(),
});

export type MatchOptionDoc = MatchOption;
export const matchOptionDocSchema: z.ZodType<MatchOptionDoc> = z.object({
  playerCount: count,
  startingScore: count,
  numberOfLegs: count,
});

/** The results part of a scorecard, shared by the fixture and the clerks' submissions. */
export type GameResultsDoc = Pick<
  Game,
  'home' | 'away' | 'matches' | 'matchOptions' | 'oneEighties' | 'over100Checkouts'
>;
const gameResultsFields = {
  home: gameTeamDocSchema,
  away: gameTeamDocSchema,
  matches: z.array(gameMatchDocSchema),
  /** Options by match index; null means "no options for that match". */
  matchOptions: z.array(matchOptionDocSchema.nullable()),
  oneEighties: z.array(gamePlayerDocSchema),
  over100Checkouts: z.array(notablePlayerDocSchema),
};

/** A team clerk's submission of a fixture's results, with its own audit stamps. */
export type GameSubmissionDoc = GameResultsDoc & {
  created: string | null;
  author: string | null;
  updated: string | null;
  editor: string | null;
};
export const gameSubmissionDocSchema: z.ZodType<GameSubmissionDoc> = z.object({
  ...gameResultsFields,
  created: nullableText,
  author: nullableText,
  updated: nullableText,
  editor: nullableText,
});

/** A league fixture with its eight matches, options, accolades, submissions and photos. */
export type GameDoc = DocumentBody<Game> & {
  homeSubmission: GameSubmissionDoc | null;
  awaySubmission: GameSubmissionDoc | null;
  photos: PhotoReferenceDoc[];
};
export const gameDocSchema: z.ZodType<GameDoc> = z.object({
  ...gameResultsFields,
  seasonId: id,
  divisionId: id,
  date: calendarDate,
  address: text,
  postponed: z.boolean(),
  isKnockout: z.boolean(),
  accoladesCount: z.boolean(),
  homeSubmission: gameSubmissionDocSchema.nullable(),
  awaySubmission: gameSubmissionDocSchema.nullable(),
  photos: z.array(photoReferenceDocSchema),
});
