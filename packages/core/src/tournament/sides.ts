import type { TournamentPlayer, TournamentSide } from './types';

/*
 * The sides of a tournament: who plays, in which order, and the name a side of players takes.
 * How an editor names, adds and removes sides is in sideEdits.ts (a visitor's sheet loads none of
 * it, docs/decisions/012).
 */

/** The sides that play: no-shows are left out; the tournament's order is kept. */
export function playingSides(sides: readonly TournamentSide[]): TournamentSide[] {
  return sides.filter((side) => !side.noShow);
}

/** Sides by rank for placing them: seeded sides first, then the rest, each in their given order. */
export function rankedSides(sides: readonly TournamentSide[]): TournamentSide[] {
  return [...sides.filter((side) => side.seeded), ...sides.filter((side) => !side.seeded)];
}

/** Orders by name. */
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The name a side of players takes unless one is typed: their names by name, comma separated. */
export function playersName(players: readonly Pick<TournamentPlayer, 'name'>[]): string {
  return [...players]
    .sort(byName)
    .map((p) => p.name)
    .join(', ');
}
