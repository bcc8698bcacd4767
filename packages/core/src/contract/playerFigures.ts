import { z } from 'zod';

/*
 * A player's own figures (issue 28, reports/playerFigures.ts): GET /api/Player/{id}/Figures and
 * GET /api/Player/{id}/HeadToHead/{otherId}.
 */

export const PLAYER_FIGURES_MESSAGES = {
  notFound: 'No match of this player’s has been recorded leg by leg',
  membersOnly: 'Players’ figures are for the league’s members: sign in to see them',
} as const;

const count = z.number().int();
const figure = z.number().nullable();

export const figuresSchema = z.object({
  matchesPlayed: count,
  matchesWon: count,
  legsPlayed: count,
  legsWon: count,
  points: count,
  darts: count,
  average3: figure,
  first9Average: figure,
  checkoutChances: count,
  checkoutPercent: figure,
  highestCheckout: figure,
  count100: count,
  count140: count,
  count180: count,
  bestLegDarts: figure,
  worstLegDarts: figure,
  dartsPerLegWon: figure,
  /** Darts at a double where the scorer recorded them (AskDartsAtDouble): legs covered, darts, checkouts. */
  doubles: z.object({
    legs: count,
    darts: count,
    hits: count,
    percent: figure,
    perDouble: z.array(z.object({ double: count, darts: count, hits: count })),
  }),
});
export type FiguresDto = z.infer<typeof figuresSchema>;

/** `practice`: shared practice the player chose to count (decision 062). */
export const competitionSchema = z.enum(['league', 'cup', 'tournament', 'superleague', 'practice']);

export const playedMatchSchema = z.object({
  saygId: z.string(),
  eventId: z.string(),
  date: z.string(),
  seasonId: z.string(),
  competition: competitionSchema,
  opponentId: z.string().nullable(),
  opponentName: z.string(),
  legsFor: count,
  legsAgainst: count,
  /** `solo`: practice with no opponent. */
  result: z.enum(['won', 'lost', 'drawn', 'unfinished', 'solo']),
  average3: figure,
  rolling: figure,
});

export const playerFiguresSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  career: figuresSchema,
  seasons: z.array(z.object({ seasonId: z.string(), seasonName: z.string(), figures: figuresSchema })),
  competitions: z.array(z.object({ competition: competitionSchema, figures: figuresSchema })),
  /** Every match, oldest first. */
  matches: z.array(playedMatchSchema),
});
export type PlayerFiguresDto = z.infer<typeof playerFiguresSchema>;

export const headToHeadSchema = z.object({ a: playerFiguresSchema, b: playerFiguresSchema });
export type HeadToHeadDto = z.infer<typeof headToHeadSchema>;
