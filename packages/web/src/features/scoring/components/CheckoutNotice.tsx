import { checkoutVisitIndex, legWinner } from '@darts/core/scoring/leg';
import { legHasThrows } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { sideName, type SideNames } from './names';

export interface CheckoutNoticeProps {
  record: SaygState;
  /** The leg in play. */
  legKey: string;
  names: SideNames;
  onChange(legKey: string, side: SideKey, index: number): void;
}

/**
 * The checkout-correction notice: before the first visit of a leg, how the previous leg was
 * checked out, with Change to correct the darts.
 */
export function CheckoutNotice({ record, legKey, names, onChange }: CheckoutNoticeProps) {
  const leg = record.legs[legKey];
  const previousKey = String(Number(legKey) - 1);
  const previous = record.legs[previousKey];
  if (!leg || !previous || legHasThrows(leg)) return null;
  const winner = legWinner(previous);
  const index = winner ? checkoutVisitIndex(previous, winner) : null;
  const visit =
    winner && index !== null ? (winner === 'home' ? previous.home : previous.away)?.throws[index] : null;
  if (!winner || index === null || !visit) return null;
  return (
    <div className="alert alert-info py-1 px-2 my-2 d-flex align-items-center gap-2">
      <span>
        {sideName(names, winner)} checked out {visit.score} with {visit.noOfDarts} dart
        {visit.noOfDarts === 1 ? '' : 's'}.
      </span>
      <button
        type="button"
        className="btn btn-sm btn-link p-0"
        onClick={() => onChange(previousKey, winner, index)}
      >
        Change
      </button>
    </div>
  );
}
