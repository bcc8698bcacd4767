import type { PlannedFormatId } from './names';
import type { FormatEventOf } from './sections';
import { doubleEliminationEvent } from './doubleElimination/event';
import { groupsEvent } from './groups/event';
import { plateEvent } from './plate/event';
import { swissEvent } from './swiss/event';

/* Each planned format's event (its folder's event.ts): the one list of the formats' rules. */
export const FORMAT_EVENTS: Readonly<Record<PlannedFormatId, FormatEventOf>> = {
  doubleElimination: doubleEliminationEvent,
  groups: groupsEvent,
  plate: plateEvent,
  swiss: swissEvent,
};
