import { matchWinner } from '@darts/core/scoring/match';
import { currentLeg, isSaygFinished } from '@darts/core/scoring/progress';
import {
  applyCheckout,
  cancelCheckout,
  chooseStarter,
  editThrow,
  setDartsAtDouble,
  submitScore,
  undoLastThrow,
  type SaygStep,
} from '@darts/core/scoring/state';
import type { SaygState, SideKey, Throw } from '@darts/core/scoring/types';
import type { CheckoutDarts } from '@darts/core/scoring/checkout';
import type { SaygScreenProps } from './types';

/** A visit that left exactly 0, waiting for the darts used. */
export interface PendingCheckout {
  side: SideKey;
  remaining: number;
  darts: CheckoutDarts[];
}

export interface ScoringActions {
  start(side: SideKey): void;
  /** Returns why the score was refused, or null; may leave a pending checkout. */
  submit(score: number): { refused: string | null; checkout: PendingCheckout | null };
  checkout(darts: number): string | null;
  cancelCheckout(): void;
  edit(legKey: string, side: SideKey, index: number, change: Throw): string | null;
  /** How many of a visit's darts went at a double (AskDartsAtDouble, core's scoring/doubles.ts). */
  doubles(legKey: string, side: SideKey, index: number, darts: number): string | null;
  undo(): string | null;
}

/**
 * Turns keypad actions into core's pure steps and the steps into the component's callbacks:
 * `onChange` first, then 180, hi-check, leg and match events (edits raise none of them).
 */
export function scoringActions<T extends SaygState>(props: SaygScreenProps<T>, settled: T): ScoringActions {
  const { sequences = {} } = props;
  const wasFinished = isSaygFinished(settled);
  const legKey = currentLeg(settled)?.key ?? null;

  const apply = (step: SaygStep<T>): string | null => {
    if (step.kind === 'refused') return step.reason;
    if (step.kind !== 'updated') return null;
    const { record, events } = step;
    props.onChange(record);
    if (events.oneEighty && events.side) props.on180?.(events.side, record);
    if (events.hiCheck !== null && events.side) props.onHiCheck?.(events.side, events.hiCheck, record);
    if (events.legWinner && legKey !== null) props.onLegComplete?.(legKey, events.legWinner, record);
    if (events.matchFinished && !wasFinished) props.onMatchFinished?.(matchWinner(record), record);
    return null;
  };

  return {
    start: (side) => void apply(chooseStarter(settled, side, sequences)),
    submit(score) {
      const step = submitScore(settled, score, sequences);
      if (step.kind === 'checkout-needed') {
        return { refused: null, checkout: { side: step.side, remaining: step.remaining, darts: step.darts } };
      }
      return { refused: apply(step), checkout: null };
    },
    checkout: (darts) => apply(applyCheckout(settled, darts, sequences)),
    cancelCheckout: () => void cancelCheckout(settled, sequences),
    edit(key, side, index, change) {
      const step = editThrow(settled, key, side, index, change, sequences);
      if (step.kind === 'refused') return step.reason;
      if (step.kind === 'updated') props.onLegChange?.(step.record, key);
      return null;
    },
    doubles: (key, side, index, darts) =>
      apply(setDartsAtDouble(settled, key, side, index, darts, sequences)),
    undo: () => apply(undoLastThrow(settled, sequences)),
  };
}
