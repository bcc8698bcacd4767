import { z } from 'zod';
import { legInputSchema, legsInHandSchema, sideStartsSchema } from '../contract/sayg';
import { count, id, nullableText, text } from './fields';

/** A leg-by-leg record. Only throws are kept: side scores and match scores are derived on read. */
export const saygDocSchema = z.object({
  yourName: text,
  opponentName: nullableText,
  startingScore: count,
  numberOfLegs: count,
  tournamentMatchId: id.nullable(),
  /** The scorecard match it scores, when its scorer said so (contract/sayg.ts). */
  fixtureMatch: z.object({ fixtureId: id, index: count }).nullish(),
  legs: z.record(z.string(), legInputSchema),
  /** A handicapped match's starts and legs in hand (scoring/handicap.ts); absent: none. */
  starts: sideStartsSchema.nullish(),
  legsInHand: legsInHandSchema.nullish(),
  /** SHA-256 of the edit token handed to whoever created the record. */
  editTokenHash: text,
  /** The signed-in creator, if any: they may edit without the token. */
  ownerId: id.nullable(),
  /**
   * SHA-256 of the `Idempotency-Key` the record was created with, if any: a create repeated with
   * the same key (its answer was lost) answers this record instead of creating another.
   */
  createKeyHash: text.optional(),
});
export type SaygDoc = z.infer<typeof saygDocSchema>;
