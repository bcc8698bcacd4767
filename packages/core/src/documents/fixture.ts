import { z } from 'zod';
import type {
  Fixture,
  FixtureMatch,
  FixturePlayer,
  FixtureSide,
  MatchOption,
  NotablePlayer,
} from '../league/types';
import { calendarDate, count, id, nullableCount, nullableText, text, type DocumentBody } from './fields';
import { photoReferenceDocSchema, type PhotoReferenceDoc } from './photo';

/*
 * A league fixture ("game") as stored: the parts core's rules read are core's own types, so the
 * stored fixture is exactly what the rules take (plus submissions and photos).
 */

/** A player as a fixture or tournament records them. */
export type FixturePlayerDoc = FixturePlayer;
export const fixturePlayerDocSchema: z.ZodType<FixturePlayerDoc> = z.object({ id, name: text });

/** A hi-check: the player and the score checked out. */
export type NotablePlayerDoc = NotablePlayer;
export const notablePlayerDocSchema: z.ZodType<NotablePlayerDoc> = z.object({
  id,
  name: text,
  score: nullableCount,
});

/** A side of a fixture; `manOfTheMatch` is the id of an opposing player the side picked. */
export type FixtureSideDoc = FixtureSide;
export const fixtureSideDocSchema: z.ZodType<FixtureSideDoc> = z.object({
  id,
  name: text,
  manOfTheMatch: id.nullable(),
});

/** One of the eight matches; `saygId` links its leg-by-leg record, if it was scored as you go. */
export type FixtureMatchDoc = FixtureMatch;
export const fixtureMatchDocSchema: z.ZodType<FixtureMatchDoc> = z.object({
  id,
  homePlayers: z.array(fixturePlayerDocSchema),
  awayPlayers: z.array(fixturePlayerDocSchema),
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
export type FixtureResultsDoc = Pick<
  Fixture,
  'home' | 'away' | 'matches' | 'matchOptions' | 'oneEighties' | 'over100Checkouts'
>;
const gameResultsFields = {
  home: fixtureSideDocSchema,
  away: fixtureSideDocSchema,
  matches: z.array(fixtureMatchDocSchema),
  /** Options by match index; null means "no options for that match". */
  matchOptions: z.array(matchOptionDocSchema.nullable()),
  oneEighties: z.array(fixturePlayerDocSchema),
  over100Checkouts: z.array(notablePlayerDocSchema),
};

/** A team clerk's submission of a fixture's results, with its own audit stamps. */
export type FixtureSubmissionDoc = FixtureResultsDoc & {
  created: string | null;
  author: string | null;
  updated: string | null;
  editor: string | null;
};
export const fixtureSubmissionDocSchema: z.ZodType<FixtureSubmissionDoc> = z.object({
  ...gameResultsFields,
  created: nullableText,
  author: nullableText,
  updated: nullableText,
  editor: nullableText,
});

/** A league fixture with its eight matches, options, accolades, submissions and photos. */
export type FixtureDoc = DocumentBody<Fixture> & {
  homeSubmission: FixtureSubmissionDoc | null;
  awaySubmission: FixtureSubmissionDoc | null;
  photos: PhotoReferenceDoc[];
};
export const fixtureDocSchema: z.ZodType<FixtureDoc> = z.object({
  ...gameResultsFields,
  seasonId: id,
  divisionId: id,
  date: calendarDate,
  address: text,
  postponed: z.boolean(),
  isKnockout: z.boolean(),
  accoladesCount: z.boolean(),
  homeSubmission: fixtureSubmissionDocSchema.nullable(),
  awaySubmission: fixtureSubmissionDocSchema.nullable(),
  photos: z.array(photoReferenceDocSchema),
});
