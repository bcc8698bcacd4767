import { z } from 'zod';
import { MAX_TOURNAMENT_ROUNDS, roundDepth } from '../contract/tournamentLimits';
import { PLANNED_FORMATS } from '../tournament/formats/names';
import type {
  Tournament,
  TournamentMatch,
  TournamentPlayer,
  TournamentRound,
  TournamentSide,
} from '../tournament/types';
import {
  calendarDate,
  count,
  id,
  instant,
  nullableCount,
  nullableText,
  text,
  type DocumentBody,
} from './fields';
import { fixturePlayerDocSchema, matchOptionDocSchema, notablePlayerDocSchema } from './fixture';
import { photoReferenceDocSchema, type PhotoReferenceDoc } from './photo';

/*
 * A tournament (knockout or single-round "superleague") as stored. The tournament area may add
 * fields; readers must tolerate their absence.
 */

export type TournamentPlayerDoc = TournamentPlayer;
export const tournamentPlayerDocSchema: z.ZodType<TournamentPlayerDoc> = z.object({
  id,
  name: text,
  divisionId: id.nullable(),
});

export type TournamentSideDoc = TournamentSide;
export const tournamentSideDocSchema: z.ZodType<TournamentSideDoc> = z.object({
  id,
  name: text,
  teamId: id.nullable(),
  noShow: z.boolean(),
  players: z.array(tournamentPlayerDocSchema),
  seeded: z.boolean().optional(),
  handicap: count.optional(),
});

export type TournamentMatchDoc = TournamentMatch;
export const tournamentMatchDocSchema: z.ZodType<TournamentMatchDoc> = z.object({
  id,
  sideA: tournamentSideDocSchema.nullable(),
  sideB: tournamentSideDocSchema.nullable(),
  scoreA: nullableCount,
  scoreB: nullableCount,
  saygId: id.nullable(),
});

/** A round of a tournament; rounds are a linked list from the first round to the final. */
export type TournamentRoundDoc = TournamentRound;
export const tournamentRoundDocSchema: z.ZodType<TournamentRoundDoc> = z.object({
  id: id.optional(),
  name: nullableText.optional(),
  matches: z.array(tournamentMatchDocSchema),
  matchOptions: z.array(matchOptionDocSchema.nullable()),
  get nextRound() {
    return tournamentRoundDocSchema.nullable();
  },
});

/**
 * The round chain of a stored tournament: at most MAX_TOURNAMENT_ROUNDS rounds, counted before the
 * chain is parsed, so an imported chain thousands deep is refused rather than overflowing the stack.
 */
const storedRoundChain = z
  .unknown()
  .superRefine((value, ctx) => {
    if (roundDepth(value) > MAX_TOURNAMENT_ROUNDS)
      ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_TOURNAMENT_ROUNDS} rounds` });
  })
  .pipe(tournamentRoundDocSchema.nullable());

export type TournamentDoc = DocumentBody<Tournament> & { photos?: PhotoReferenceDoc[] };
export const tournamentDocSchema: z.ZodType<TournamentDoc> = z.object({
  seasonId: id,
  divisionId: id.nullable(),
  date: calendarDate,
  address: text,
  type: nullableText,
  notes: nullableText,
  singleRound: z.boolean(),
  host: nullableText,
  opponent: nullableText,
  accoladesCount: z.boolean(),
  bestOf: nullableCount,
  sides: z.array(tournamentSideDocSchema),
  round: storedRoundChain,
  oneEighties: z.array(fixturePlayerDocSchema),
  over100Checkouts: z.array(notablePlayerDocSchema),
  gender: nullableText.optional(),
  excludeFromReports: z.boolean().optional(),
  format: z.enum(PLANNED_FORMATS).nullable().optional(),
  formatOptions: z
    .object({
      reset: z.boolean().optional(),
      groups: count.optional(),
      advance: count.optional(),
      drawSeed: count.optional(),
      handicap: z.enum(['start', 'legs']).optional(),
    })
    .nullable()
    .optional(),
  results: z
    .array(z.object({ matchId: text, scoreA: nullableCount, scoreB: nullableCount, saygId: id.nullable() }))
    .optional(),
  photos: z.array(photoReferenceDocSchema).optional(),
  boards: z.array(text).optional(),
  calls: z.array(z.object({ boardId: text, matchId: text, since: instant })).optional(),
  boardsTaken: z.array(z.object({ boardId: text, by: text })).optional(),
});
