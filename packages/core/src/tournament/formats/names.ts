import type { TournamentFormatId } from '../types';
import { DOUBLE_ELIMINATION } from './doubleElimination/name';
import { GROUPS } from './groups/name';
import { PLATE } from './plate/name';
import { SWISS } from './swiss/name';

/*
 * The formats' names and match ids, apart from their rules (each format's folder, events.ts), so
 * a contract or a page that only names a format loads none of the rules. A new format's folder
 * has its name.ts, listed here, and its event.ts, listed in events.ts.
 */

const PLANNED = [DOUBLE_ELIMINATION, GROUPS, PLATE, SWISS] as const;

/** The formats a tournament stores by name (the knockout and the single round are told by singleRound). */
export type PlannedFormatId = (typeof PLANNED)[number]['id'];
export const PLANNED_FORMATS: readonly PlannedFormatId[] = PLANNED.map((format) => format.id);

const byId = <T>(value: (format: (typeof PLANNED)[number]) => T) =>
  Object.fromEntries(PLANNED.map((format) => [format.id, value(format)])) as Record<PlannedFormatId, T>;

/** Each format's name in the league's words. */
export const FORMAT_NAMES: Readonly<Record<TournamentFormatId, string>> = {
  knockout: 'Knockout',
  singleRound: 'Single round',
  ...byId((format) => format.name),
};

/** The ids a planned format's matches have (results are stored by them). */
export const MATCH_IDS: Readonly<Record<PlannedFormatId, RegExp>> = byId((format) => format.matchIds);

/** Whether `id` is a planned format's match id (a knockout's matches have GUIDs). */
export const isPlanMatchId = (id: string): boolean => PLANNED.some((format) => format.matchIds.test(id));

/** A draw's recorded seed is a whole number up to this. */
export const MAX_DRAW_SEED = 2 ** 31 - 1;
