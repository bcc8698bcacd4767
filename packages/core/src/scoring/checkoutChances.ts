import { canCheckout } from './checkout';
import { legSide, sideStart } from './leg';
import { orderedLegs } from './match';
import type { SaygInput, SideKey } from './types';
import { throwOutcomes } from './visit';

/*
 * Apart from statistics.ts: the checkout rules it needs are loaded only by the pages that show
 * checkout percentages (the superleague night, the reports), not by every page showing a match's
 * statistics (docs/decisions/012).
 */

/**
 * Legs in which a side had a chance to check out: it began a visit on a score three darts can
 * finish. Checkout % = legs won / these legs.
 */
export function checkoutChanceLegs(record: Pick<SaygInput, 'legs'>, side: SideKey): number {
  let legs = 0;
  for (const leg of orderedLegs(record.legs)) {
    const s = legSide(leg, side);
    if (s && throwOutcomes(sideStart(leg, side), s.throws).some((o) => canCheckout(o.remainingBefore, 3)))
      legs++;
  }
  return legs;
}
