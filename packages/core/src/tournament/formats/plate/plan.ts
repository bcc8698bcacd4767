import { bracketSize, seededSlots } from '../knockout';
import { eliminationRounds, type FormatPlan } from '../plan';

/*
 * A knockout with a plate: the sides beaten in the first round play their own knockout on the same
 * sheet, losers of neighbouring matches first. A top seed's bye leaves nobody for the plate, so the
 * plate's byes fall where the main draw's did.
 */

export function knockoutWithPlatePlan(entrants: number): FormatPlan {
  const main = eliminationRounds('K', 'main', seededSlots(bracketSize(entrants)));
  const losers = main[0]!.map((m) => ({ kind: 'loser' as const, match: m.id }));
  const plate = losers.length > 1 ? eliminationRounds('P', 'plate', losers, 2) : [];
  const matches = [...main.flat(), ...plate.flat()].sort((x, y) => x.stage - y.stage);
  return {
    entrants,
    matches,
    deciders: [main.at(-1)![0]!.id],
    ...(plate.length ? { plateDeciders: [plate.at(-1)![0]!.id] } : {}),
  };
}
