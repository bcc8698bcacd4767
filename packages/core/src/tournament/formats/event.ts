import type { FormatOptions, PlanMatchResult } from '../types';
import { FORMAT_EVENTS } from './events';
import type { PlannedFormatId } from './names';
import { emptyEvent, type FormatEvent } from './sections';

export type { EventMatch, EventSection, EventSlot, FormatEvent } from './sections';
export { groupName } from './sections';

/**
 * A planned format's event as a sheet shows it (sections.ts): from the number of entrants (seed
 * order), the format's choices and the results stored by match id, by the format's own event.ts.
 * Pure.
 */
export function formatEvent(
  format: PlannedFormatId,
  entrants: number,
  options: FormatOptions,
  results: readonly PlanMatchResult[],
  bestOf: number,
): FormatEvent {
  if (entrants < 2) return emptyEvent();
  return FORMAT_EVENTS[format](entrants, options, new Map(results.map((r) => [r.matchId, r])), bestOf);
}
