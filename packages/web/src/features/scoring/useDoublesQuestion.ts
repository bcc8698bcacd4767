import { useState } from 'react';
import { doublesQuestion, type DoublesQuestion } from '@darts/core/scoring/doubles';
import { legSide } from '@darts/core/scoring/leg';
import { currentLeg } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import type { ScoringActions } from './useScoring';

export interface DoublesAsking {
  /** The keypad's actions, noting each visit recorded so it can be asked about. */
  actions: ScoringActions;
  /** The visit to ask about: it could have finished and has no answer yet. */
  question: DoublesQuestion | null;
  answer(darts: number): string | null;
  /** Closed without an answer: the visit keeps none, and its leg stays out of the doubles figures. */
  dismiss(): void;
}

/**
 * Asking, after a visit that could have finished, how many darts went at a double (the league's
 * AskDartsAtDouble setting, decision 057). Off: the actions pass through and nothing is asked.
 * The question is read from the record as it now is, so it follows the visit just entered.
 */
export function useDoublesQuestion(
  base: ScoringActions,
  settled: SaygState,
  enabled: boolean,
): DoublesAsking {
  const [asked, setAsked] = useState<{ legKey: string; side: SideKey } | null>(null);
  const leg = asked ? settled.legs[asked.legKey] : undefined;
  const found = asked && leg ? doublesQuestion(leg, asked.legKey, asked.side) : null;
  const visit = found && leg ? legSide(leg, found.side)?.throws[found.index] : undefined;
  const question = found && visit?.dartsAtDouble === undefined ? found : null;
  if (!enabled) return { actions: base, question: null, answer: () => null, dismiss: () => undefined };

  const toThrow = () => {
    const current = currentLeg(settled);
    return current ? { legKey: current.key, side: current.leg.currentThrow ?? 'home' } : null;
  };
  return {
    actions: {
      ...base,
      submit(score) {
        const at = toThrow();
        const result = base.submit(score);
        if (!result.refused && !result.checkout) setAsked(at);
        return result;
      },
      checkout(darts) {
        const at = toThrow();
        const refused = base.checkout(darts);
        if (!refused) setAsked(at);
        return refused;
      },
    },
    question,
    answer(darts) {
      if (!question) return null;
      const refused = base.doubles(question.legKey, question.side, question.index, darts);
      if (!refused) setAsked(null);
      return refused;
    },
    dismiss: () => setAsked(null),
  };
}
