import { emptyEvent, planSections, type FormatEventOf } from '../sections';
import { knockoutWithPlatePlan } from './plan';

/* A knockout with a plate's event: the knockout's rounds and the plate's. */
export const plateEvent: FormatEventOf = (entrants, _options, byId, bestOf) => ({
  ...emptyEvent(),
  ...planSections(knockoutWithPlatePlan(entrants), byId, bestOf),
});
