import { drawSides } from '../draw';
import { seededRandom } from '../drawSeed';
import { playingSides } from '../sides';
import type { FormatOptions, TournamentSide } from '../types';

/*
 * A planned format's entrants in seeding order: the players checked in (no-shows are left out
 * before anything is drawn), seeded players first in their order, then the rest in their order
 * or, once drawn, in the order the recorded draw seed gives (the same seed, the same draw).
 */
export function formatEntrants(
  sides: readonly TournamentSide[],
  options: FormatOptions | null | undefined,
): TournamentSide[] {
  const playing = playingSides(sides);
  const seeded = playing.filter((s) => s.seeded);
  const rest = playing.filter((s) => !s.seeded);
  const drawn =
    options?.drawSeed === undefined ? rest : drawSides(rest, seededRandom(options.drawSeed)).sides;
  return [...seeded, ...drawn];
}
