/*
 * A venue's night (docs/decisions/054): every event played at one address on one date shares the
 * venue's boards. Pure: how a venue is known by its address, and the order several events' ready
 * matches are called in.
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
