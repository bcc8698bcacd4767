import { z } from 'zod';
import { PLANNED_FORMATS } from '../tournament/formats/names';
import { formatOptionsReadSchema, planResultSchema } from './tournamentFormat';
import { auditSchema } from './common';
import { tournamentMatchSchema, tournamentSideSchema } from './divisionData';
import { matchOptionSchema, notablePlayerSchema, fixturePlayerSchema, photoReferenceSchema } from './fixture';

/*
 * Tournaments (TournamentGameDto): knockout brackets and single-round ("superleague") events, as
 * the server sends them. Rounds are a chain (`round.nextRound`) from the first round to the final.
 * The requests are tournamentEdit.ts (PUT), tournamentPatch.ts
 * (PATCH) and tournamentSayg.ts (a match's leg-by-leg record), built from tournamentInputs.ts;
 * the limits are tournamentLimits.ts and the texts a user reads tournamentMessages.ts.
 */

/** A round and the rounds after it. */
export interface TournamentRoundDto {
  id: string | null;
  name: string | null;
  matches: z.infer<typeof tournamentMatchSchema>[];
  matchOptions: (z.infer<typeof matchOptionSchema> | null)[];
  nextRound: TournamentRoundDto | null;
}
export const tournamentRoundSchema: z.ZodType<TournamentRoundDto> = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  matches: z.array(tournamentMatchSchema),
  matchOptions: z.array(matchOptionSchema.nullable()),
  get nextRound() {
    return tournamentRoundSchema.nullable();
  },
});

/** A tournament as read (GET /api/Tournament/{id}, every write's result, and its live updates). */
export const tournamentSchema = auditSchema.extend({
  id: z.string(),
  seasonId: z.string(),
  divisionId: z.string().nullable(),
  date: z.string(),
  address: z.string(),
  type: z.string().nullable(),
  notes: z.string().nullable(),
  bestOf: z.number().int().nullable(),
  host: z.string().nullable(),
  opponent: z.string().nullable(),
  gender: z.string().nullable(),
  singleRound: z.boolean(),
  format: z.enum(PLANNED_FORMATS).nullable(),
  formatOptions: formatOptionsReadSchema,
  results: z.array(planResultSchema),
  accoladesCount: z.boolean(),
  excludeFromReports: z.boolean(),
  sides: z.array(tournamentSideSchema),
  round: tournamentRoundSchema.nullable(),
  oneEighties: z.array(fixturePlayerSchema),
  over100Checkouts: z.array(notablePlayerSchema),
  photos: z.array(photoReferenceSchema),
  /** The venue's boards by name, and the matches called to them (tournament/calls.ts). */
  boards: z.array(z.string()),
  calls: z.array(z.object({ boardId: z.string(), matchId: z.string(), since: z.string() })),
  /** The boards another event at the venue that night holds, by that event ("Crown v Anchor"). */
  boardsTaken: z.array(z.object({ boardId: z.string(), by: z.string() })).optional(),
});
export type TournamentDto = z.infer<typeof tournamentSchema>;
