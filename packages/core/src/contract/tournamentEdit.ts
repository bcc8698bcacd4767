import { z } from 'zod';
import { boardNamesSchema } from './boards';
import { lastUpdatedSchema } from './common';
import { checkPlanResults, formatOptionsSchema, formatSchema, planResultsSchema } from './tournamentFormat';
import { calendarDate, flag, optionalId, optionalText, requiredId, requiredText, textField } from './fields';
import { MAX_NUMBER_OF_LEGS } from './sayg';
import { MAX_HANDICAP } from '../tournament/handicap';
import {
  list,
  matchOptionInputSchema,
  nullish,
  roundChain,
  score,
  tournamentHiCheckSchema,
  tournamentPlayerSchema,
  whole,
  type MatchOptionInput,
} from './tournamentInputs';
import {
  MAX_PLAYERS_PER_TOURNAMENT_SIDE,
  MAX_TOURNAMENT_ACCOLADES,
  MAX_TOURNAMENT_SIDES,
  MIN_TOURNAMENT_BEST_OF,
} from './tournamentLimits';
import { BEST_OF_INVALID, SAME_SIDE_TWICE, SEASON_REQUIRED, SIDE_NAME_REQUIRED } from './tournamentMessages';

/* PUT /api/Tournament/: the whole tournament, its fields named in the league's words (docs/decisions/021). */

const playerInputSchema = z.object({
  id: requiredId('Select a player'),
  name: requiredText('player name', 'Enter the player name'),
  divisionId: optionalId,
});

const sideInputSchema = z.object({
  /** Absent for a new side: the server gives it an id. */
  id: optionalId,
  name: requiredText('side name', SIDE_NAME_REQUIRED),
  teamId: optionalId,
  noShow: flag(false),
  /** Placed so seeded sides meet as late as possible (core/tournament/seeding.ts). */
  seeded: flag(false),
  /** Points off the start, or legs in hand, in a handicapped event (tournament/handicap.ts). */
  handicap: nullish(whole(0, MAX_HANDICAP)),
  players: list(playerInputSchema, MAX_PLAYERS_PER_TOURNAMENT_SIDE),
});
export type TournamentSideInput = z.infer<typeof sideInputSchema>;

/** A side as a match names it: its id, or (a side new in this save) its players. */
const sideRefSchema = z.object({
  id: optionalId,
  players: list(z.object({ id: requiredId('Select a player') }), MAX_PLAYERS_PER_TOURNAMENT_SIDE),
});
export type TournamentSideRef = z.infer<typeof sideRefSchema>;

const matchInputSchema = z
  .object({
    /** Absent for a new match: the server gives it an id. */
    id: optionalId,
    sideA: nullish(sideRefSchema),
    sideB: nullish(sideRefSchema),
    scoreA: score,
    scoreB: score,
    /** Kept only for recordScoresAsYouGo; others keep the stored link. */
    saygId: optionalId,
  })
  .refine((m) => !m.sideA?.id || m.sideA.id !== m.sideB?.id, { path: ['sideB'], error: SAME_SIDE_TWICE });
export type TournamentMatchInput = z.infer<typeof matchInputSchema>;

export interface TournamentRoundInput {
  id: string | null;
  name: string;
  matches: TournamentMatchInput[];
  matchOptions: (MatchOptionInput | null)[];
  nextRound: TournamentRoundInput | null;
}
const roundInputSchema: z.ZodType<TournamentRoundInput, unknown> = z.object({
  id: optionalId,
  name: optionalText('round name', 100),
  matches: list(matchInputSchema, MAX_TOURNAMENT_SIDES),
  matchOptions: list(matchOptionInputSchema.nullable(), MAX_TOURNAMENT_SIDES),
  get nextRound() {
    return roundInputSchema.nullish().transform((v) => v ?? null);
  },
});

const bestOfSchema = nullish(
  z
    .number({ error: BEST_OF_INVALID })
    .int({ error: BEST_OF_INVALID })
    .min(MIN_TOURNAMENT_BEST_OF, { error: `Best of must be ${MIN_TOURNAMENT_BEST_OF} or more` })
    .max(MAX_NUMBER_OF_LEGS, { error: BEST_OF_INVALID }),
);

const optionalTextOrNull = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  textField(label, max, options)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PUT /api/Tournament/: the whole tournament with the `lastUpdated` it read; an absent or unknown
 * id creates one. New sides, rounds and matches get server ids. Fields this schema does not name
 * (photos, audit fields) are ignored.
 */
export const editTournamentRequestSchema = z
  .object({
    id: optionalId,
    seasonId: requiredId(SEASON_REQUIRED),
    divisionId: optionalId,
    date: calendarDate('Enter the tournament date'),
    address: optionalText('address', 300),
    type: optionalTextOrNull('type', 100),
    notes: optionalTextOrNull('notes', 2000, { multiline: true }),
    bestOf: bestOfSchema,
    host: optionalTextOrNull('host', 200),
    opponent: optionalTextOrNull('opponent', 200),
    gender: nullish(z.enum(['men', 'women'], { error: "must be 'men' or 'women'" })),
    singleRound: flag(false),
    format: formatSchema,
    formatOptions: formatOptionsSchema,
    accoladesCount: flag(true),
    excludeFromReports: flag(false),
    sides: list(sideInputSchema, MAX_TOURNAMENT_SIDES),
    round: roundChain(nullish(roundInputSchema)),
    results: planResultsSchema,
    oneEighties: list(tournamentPlayerSchema, MAX_TOURNAMENT_ACCOLADES),
    over100Checkouts: list(tournamentHiCheckSchema, MAX_TOURNAMENT_ACCOLADES),
    /** The venue's boards by name ("Board 1"); absent: as they were. The calls are the server's. */
    boards: nullish(boardNamesSchema),
    lastUpdated: lastUpdatedSchema,
  })
  .superRefine((t, ctx) =>
    checkPlanResults(t.format, t.results, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
  );
export type EditTournamentRequest = z.infer<typeof editTournamentRequestSchema>;
