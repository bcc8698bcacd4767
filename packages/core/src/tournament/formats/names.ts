import type { TournamentFormatId } from '../types';

/*
 * The formats' names and match ids, apart from their plans (registry.ts), so a contract or a page
 * that only names a format loads none of the rules.
 */

/** The formats a tournament stores by name (the knockout and the single round are told by singleRound). */
export const PLANNED_FORMATS = [
  'doubleElimination',
  'groups',
  'plate',
  'swiss',
] as const satisfies readonly TournamentFormatId[];
export type PlannedFormatId = (typeof PLANNED_FORMATS)[number];

/** Each format's name in the league's words. */
export const FORMAT_NAMES: Readonly<Record<TournamentFormatId, string>> = {
  knockout: 'Knockout',
  singleRound: 'Single round',
  doubleElimination: 'Double elimination',
  groups: 'Groups into a knockout',
  plate: 'Knockout with a plate',
  swiss: 'Swiss rounds',
};

/** The ids a planned format's matches have (results are stored by them). */
export const MATCH_IDS: Readonly<Record<PlannedFormatId, RegExp>> = {
  doubleElimination: /^(?:[WL]\d{1,2}-\d{1,3}|GF[12])$/,
  groups: /^(?:G\d{1,2}-\d{1,3}-\d{1,3}|K\d{1,2}-\d{1,3})$/,
  plate: /^[KP]\d{1,2}-\d{1,3}$/,
  swiss: /^S\d{1,2}-\d{1,3}$/,
};

/** Whether `id` is a planned format's match id (a knockout's matches have GUIDs). */
export const isPlanMatchId = (id: string): boolean => Object.values(MATCH_IDS).some((ids) => ids.test(id));

/** A draw's recorded seed is a whole number up to this. */
export const MAX_DRAW_SEED = 2 ** 31 - 1;
