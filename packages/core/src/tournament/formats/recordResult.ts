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
}

const slotKey = (slot: EventSlot) => (slot.kind === 'entrant' ? String(slot.seed) : slot.kind);

function pairings(inputs: EventInputs, results: readonly PlanMatchResult[]): Map<string, string> {
  const event = formatEvent(inputs.format, inputs.entrants, inputs.options, results, inputs.bestOf);
  return new Map(
    event.sections.flatMap((s) => s.matches).map((m) => [m.id, `${slotKey(m.a)} v ${slotKey(m.b)}`]),
  );
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
