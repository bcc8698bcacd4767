import { venueCalls, type BoardCall, type CallingVenue, type ReadyMatch } from './boards';

/*
 * A venue's night (docs/decisions/054): every event played at one address on one date (the
 * fixtures' cards, the tournaments) shares the venue's boards. Pure: how a venue is known by its
 * address, and the order several events' ready matches are called in.
 */

/** The key a venue is found by: its address as a person reads it (case and spacing aside); '' for none. */
export const venueKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Several events' ready matches taken in turn (each event's first, then each one's second, ...),
 * so that no event at the venue waits for another to finish before its matches are called.
 */
export function inTurn<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (i < list.length ? [list[i]!] : [])),
  ).flat();
}

/** An event at a venue night (a fixture's card, a tournament) with its matches ready to play, in its own order. */
export interface NightEvent {
  id: string;
  ready: readonly ReadyMatch[];
}

/** The ready matches of a venue night's events, taken in turn (the events in a steady order: by id). */
export function nightReadyMatches(events: readonly NightEvent[]): ReadyMatch[] {
  const ordered = [...events].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return inTurn(ordered.map((e) => e.ready));
}

/**
 * A venue night's calls after a change to any event there (`now` stamps new ones; none without
 * boards): its events' ready matches taken in turn, so that events sharing the venue's boards
 * never wait for each other to finish.
 */
export function nightCalls(night: CallingVenue, events: readonly NightEvent[], now: string): BoardCall[] {
  return venueCalls(night, nightReadyMatches(events), now);
}
