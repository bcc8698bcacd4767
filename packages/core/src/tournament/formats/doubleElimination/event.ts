import { emptyEvent, planSections, type FormatEventOf } from '../sections';
import { doubleEliminationPlan } from './plan';

/* Double elimination's event: its plan's matches by bracket round, the grand final and its reset. */
export const doubleEliminationEvent: FormatEventOf = (entrants, options, byId, bestOf) => ({
  ...emptyEvent(),
  ...planSections(doubleEliminationPlan(entrants, { reset: options.reset ?? true }), byId, bestOf),
});
