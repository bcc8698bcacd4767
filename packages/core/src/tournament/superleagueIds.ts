import type { Tournament } from './types';

/*
 * Apart from superleague.ts (the night's figures, with the statistics and the sheet's rules), so
 * the live superleague boards follow a night's records without loading those
 * (docs/decisions/012).
 */

/** The record ids of the single round's matches, in match order. */
export function superleagueSaygIds(tournament: Pick<Tournament, 'round'>): string[] {
  return (tournament.round?.matches ?? []).flatMap((m) => (m.saygId ? [m.saygId] : []));
}
