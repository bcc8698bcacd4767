import type { FormatOptions, PlanMatchResult } from '../types';
import { formatEvent, type EventSlot } from './event';
import type { PlannedFormatId } from './names';

/*
 * Entering or changing a planned format's result. A later match's result was entered for the two
 * sides it had then; when this result puts other sides there (a changed winner, a re-paired Swiss
 * round), that result is dropped rather than credited to sides who never played it.
 */

export interface EventInputs {
  format: PlannedFormatId;
  entrants: number;
  options: FormatOptions;
  bestOf: number;
  /** The entrants' ids by seed, when pairings are compared across a change of players. */
  ids?: readonly string[];
}

/** Each match's pairing ("3 v 5", or by the entrants' ids when given). */
function pairings(inputs: EventInputs, results: readonly PlanMatchResult[]): Map<string, string> {
  const event = formatEvent(inputs.format, inputs.entrants, inputs.options, results, inputs.bestOf);
  const key = (slot: EventSlot) =>
    slot.kind === 'entrant' ? (inputs.ids?.[slot.seed] ?? String(slot.seed)) : slot.kind;
  return new Map(event.sections.flatMap((s) => s.matches).map((m) => [m.id, `${key(m.a)} v ${key(m.b)}`]));
}

const sameResult = (x: PlanMatchResult | undefined, y: PlanMatchResult) =>
  x !== undefined && x.scoreA === y.scoreA && x.scoreB === y.scoreB;

/**
 * A save of a planned format's results (PUT /api/Tournament/): a result kept as it was whose match
 * now has other players (another result changed before it, players checked in or out, another
 * draw) is dropped; results entered or changed by this save are taken as sent.
 */
export function keepCurrentResults(
  previous: { inputs: EventInputs; results: readonly PlanMatchResult[] },
  next: { inputs: EventInputs; results: readonly PlanMatchResult[] },
): PlanMatchResult[] {
  const before = pairings(previous.inputs, previous.results);
  const stored = new Map(previous.results.map((r) => [r.matchId, r]));
  let kept = [...next.results];
  for (;;) {
    const after = pairings(next.inputs, kept);
    const stale = new Set(
      kept
        .filter((r) => sameResult(stored.get(r.matchId), r) && before.get(r.matchId) !== after.get(r.matchId))
        .map((r) => r.matchId),
    );
    if (!stale.size) return kept;
    kept = kept.filter((r) => !stale.has(r.matchId));
  }
}

/** The results with `result` in place of its match's, less those it leaves on another pairing. */
export function recordResult(
  inputs: EventInputs,
  results: readonly PlanMatchResult[],
  result: PlanMatchResult,
): PlanMatchResult[] {
  const before = pairings(inputs, results);
  let next = [...results.filter((r) => r.matchId !== result.matchId), result];
  for (;;) {
    const after = pairings(inputs, next);
    const stale = new Set(
      next
        .filter((r) => r.matchId !== result.matchId && before.get(r.matchId) !== after.get(r.matchId))
        .map((r) => r.matchId),
    );
    if (!stale.size) return next;
    next = next.filter((r) => !stale.has(r.matchId));
  }
}
