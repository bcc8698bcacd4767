import type { Leg, SaygState, SideKey, Throw } from './types';
import type { CheckoutDarts } from './checkout';
import type { LegSequenceOptions } from './match';
import { checkoutDartOptions, checkoutProblem } from './checkout';
import { dartsAtDoubleProblem, keepPossibleDoubles } from './doubles';
import { dartsProblem, visitProblem } from './impossible';
import { firstThrower, isLegStarted, legRemaining, legSide, sideStart, startLeg } from './leg';
import { legKeys } from './match';
import { currentLeg, currentLegKey, isSaygFinished, legHasThrows, settle, startQuestion } from './progress';
import { copyThrow, DARTS_PER_VISIT, isBust, throwOutcomes } from './visit';

/**
 * The keypad's state machine over a sayg record. Every function is pure: it returns a new
 * record (or a refusal) and re-derives sides, legs won, match score and whose turn it is from
 * the throws. `options` carries the first-leg and deciding-leg sequences when they are known.
 */

/** What a scoring action did, for the UI's callbacks (180, hi-check, leg and match end). */
export interface ScoringEvents {
  side: SideKey | null;
  bust: boolean;
  /** A non-bust 180 was scored. */
  oneEighty: boolean;
  /** The leg was won by this action. */
  legWinner: SideKey | null;
  /** The checkout score when this action checked out 100 or more. */
  hiCheck: number | null;
  matchFinished: boolean;
}

export type SaygStep<T> =
  | { kind: 'refused'; reason: string }
  | { kind: 'checkout-needed'; side: SideKey; remaining: number; darts: CheckoutDarts[] }
  | { kind: 'updated'; record: T; events: ScoringEvents };

const NO_EVENTS: ScoringEvents = {
  side: null,
  bust: false,
  oneEighty: false,
  legWinner: null,
  hiCheck: null,
  matchFinished: false,
};

function updated<T extends SaygState>(record: T, events: Partial<ScoringEvents>): SaygStep<T> {
  return {
    kind: 'updated',
    record,
    events: { ...NO_EVENTS, ...events, matchFinished: isSaygFinished(record) },
  };
}

interface Playable<T> {
  r: T;
  key: string;
  leg: Leg;
  side: SideKey;
  remaining: number;
}

/** The settled record and the leg, side and remaining score to play, or why play cannot go on. */
function playable<T extends SaygState>(record: T, options: LegSequenceOptions): Playable<T> | string {
  const r = settle(record, options);
  const current = currentLeg(r);
  if (!current) return 'The match is finished';
  const question = startQuestion(r);
  if (question) return question === 'who-won-the-bull' ? 'Choose who won the bull' : 'Choose who plays first';
  const side = current.leg.currentThrow ?? 'home';
  const remaining = legRemaining(current.leg, side) ?? 0;
  return { r, key: current.key, leg: current.leg, side, remaining };
}

function withThrow<T extends SaygState>(r: T, key: string, side: SideKey, t: Throw): T {
  const leg = r.legs[key] as Leg;
  const s = legSide(leg, side);
  if (!s) return r;
  const next: Leg = { ...leg, [side]: { ...s, throws: [...s.throws, t] } };
  return { ...r, legs: { ...r.legs, [key]: next } };
}

/** Answers "Who plays first?" / "Who won the bull?" for the current leg. */
export function chooseStarter<T extends SaygState>(
  record: T,
  first: SideKey,
  options: LegSequenceOptions = {},
): SaygStep<T> {
  const r = settle(record, options);
  const current = currentLeg(r);
  if (!current) return { kind: 'refused', reason: 'The match is finished' };
  if (isLegStarted(current.leg)) return { kind: 'refused', reason: 'The leg has already started' };
  const leg = startLeg(current.leg, first, { home: r.yourName, away: r.opponentName ?? null });
  return updated(settle({ ...r, legs: { ...r.legs, [current.key]: leg } }, options), {});
}

/**
 * A visit total entered on the keypad for the side whose turn it is. Refuses impossible totals;
 * a total equal to the remaining score asks for the checkout darts (then `applyCheckout`);
 * otherwise records the visit with 3 darts (a bust is recorded but scores nothing) and passes
 * the turn.
 */
export function submitScore<T extends SaygState>(
  record: T,
  score: number,
  options: LegSequenceOptions = {},
): SaygStep<T> {
  const p = playable(record, options);
  if (typeof p === 'string') return { kind: 'refused', reason: p };
  const problem = visitProblem(score);
  if (problem) return { kind: 'refused', reason: problem };
  if (score === p.remaining) {
    const darts = checkoutDartOptions(p.remaining);
    if (darts.length === 0) return { kind: 'refused', reason: checkoutProblem(p.remaining, 3) ?? '' };
    return { kind: 'checkout-needed', side: p.side, remaining: p.remaining, darts };
  }
  const bust = isBust(p.remaining, score);
  const next = settle(withThrow(p.r, p.key, p.side, { score, noOfDarts: DARTS_PER_VISIT }), options);
  return updated(next, { side: p.side, bust, oneEighty: score === 180 && !bust });
}

/** Completes a pending checkout with the darts chosen (1-3): the leg is won, the next leg set up. */
export function applyCheckout<T extends SaygState>(
  record: T,
  darts: number,
  options: LegSequenceOptions = {},
): SaygStep<T> {
  const p = playable(record, options);
  if (typeof p === 'string') return { kind: 'refused', reason: p };
  const problem = checkoutProblem(p.remaining, darts);
  if (problem) return { kind: 'refused', reason: problem };
  const next = settle(withThrow(p.r, p.key, p.side, { score: p.remaining, noOfDarts: darts }), options);
  return updated(next, {
    side: p.side,
    legWinner: p.side,
    hiCheck: p.remaining >= 100 ? p.remaining : null,
  });
}

/**
 * Closes the checkout dialog without choosing: nothing was recorded by `submitScore`, so the
 * record is unchanged and the turn stays with the same side.
 */
export function cancelCheckout<T extends SaygState>(record: T, options: LegSequenceOptions = {}): T {
  return settle(record, options);
}

/**
 * Edits (or, with 0 or fewer darts, drops) a recorded visit of any leg and re-derives
 * everything. Edits raise no 180 or hi-check events.
 */
export function editThrow<T extends SaygState>(
  record: T,
  legKey: string,
  side: SideKey,
  throwIndex: number,
  change: Throw,
  options: LegSequenceOptions = {},
): SaygStep<T> {
  const r = settle(record, options);
  const leg = r.legs[legKey];
  const s = leg ? legSide(leg, side) : null;
  if (!leg || !s) return { kind: 'refused', reason: 'Leg or side not found' };
  if (!Number.isInteger(throwIndex) || !s.throws[throwIndex])
    return { kind: 'refused', reason: 'Throw not found' };
  const drop = change.noOfDarts <= 0;
  if (!drop) {
    const problem = visitProblem(change.score) ?? dartsProblem(change.noOfDarts);
    if (problem) return { kind: 'refused', reason: problem };
  }
  const edit = (t: Throw): Throw =>
    copyThrow({ ...change, dartsAtDouble: change.dartsAtDouble ?? t.dartsAtDouble });
  // Darts at a double the new scores make impossible are dropped, not refused: the scorer fixed the total.
  const throws = keepPossibleDoubles(
    sideStart(leg, side),
    drop
      ? s.throws.filter((_, i) => i !== throwIndex)
      : s.throws.map((t, i) => (i === throwIndex ? edit(t) : t)),
  );
  // The edit shifts every later remaining score: any checkout from here on must be possible.
  const outcomes = throwOutcomes(sideStart(leg, side), throws);
  for (const o of outcomes.slice(throwIndex)) {
    const problem = o.checkout ? checkoutProblem(o.remainingBefore, o.noOfDarts) : null;
    if (problem) return { kind: 'refused', reason: problem };
  }
  const edited = drop ? undefined : outcomes[throwIndex];
  const next: Leg = { ...leg, [side]: { ...s, throws } };
  return updated(settle({ ...r, legs: { ...r.legs, [legKey]: next } }, options), {
    side,
    bust: edited?.bust ?? false,
  });
}

/**
 * Records how many of a visit's darts went at a double: the keypad's question after a visit that
 * could have finished (scoring/doubles.ts). Raises no events.
 */
export function setDartsAtDouble<T extends SaygState>(
  record: T,
  legKey: string,
  side: SideKey,
  throwIndex: number,
  dartsAtDouble: number,
  options: LegSequenceOptions = {},
): SaygStep<T> {
  const r = settle(record, options);
  const leg = r.legs[legKey];
  const s = leg ? legSide(leg, side) : null;
  if (!leg || !s || !s.throws[throwIndex]) return { kind: 'refused', reason: 'Throw not found' };
  const throws = s.throws.map((t, i) => (i === throwIndex ? { ...copyThrow(t), dartsAtDouble } : t));
  const outcome = throwOutcomes(sideStart(leg, side), throws)[throwIndex];
  const problem = outcome ? dartsAtDoubleProblem(outcome) : null;
  if (problem) return { kind: 'refused', reason: `Darts at a double: ${problem}` };
  const next: Leg = { ...leg, [side]: { ...s, throws } };
  return updated(settle({ ...r, legs: { ...r.legs, [legKey]: next } }, options), {});
}

/**
 * Removes the most recent visit: in the current leg, or, when it has none yet, the checkout
 * that won the previous leg (the empty leg is dropped). The turn returns to that side.
 */
export function undoLastThrow<T extends SaygState>(record: T, options: LegSequenceOptions = {}): SaygStep<T> {
  const r = settle(record, options);
  const keys = legKeys(r.legs);
  const current = currentLegKey(r);
  let index = current === null ? keys.length - 1 : keys.indexOf(current);
  if (index > 0 && !legHasThrows(r.legs[keys[index] as string] as Leg)) index--;
  const key = keys[index];
  const leg = key === undefined ? undefined : r.legs[key];
  if (key === undefined || !leg || !legHasThrows(leg)) return { kind: 'refused', reason: 'Nothing to undo' };
  const first = firstThrower(leg);
  const second: SideKey = first === 'home' ? 'away' : 'home';
  const count = (side: SideKey) => legSide(leg, side)?.throws.length ?? 0;
  const side = count(first) > count(second) || count(second) === 0 ? first : second;
  const s = legSide(leg, side);
  if (!s) return { kind: 'refused', reason: 'Nothing to undo' };
  const legs: Record<string, Leg> = {
    ...r.legs,
    [key]: { ...leg, [side]: { ...s, throws: s.throws.slice(0, -1) } },
  };
  for (const later of keys.slice(index + 1)) {
    if (!legHasThrows(legs[later] as Leg)) delete legs[later];
  }
  return updated(settle({ ...r, legs }, options), { side });
}
