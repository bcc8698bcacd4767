import type { Tournament, TournamentRound, TournamentSide } from './types';

/*
 * The Draw: the playing sides in a random order, from a random source the
 * caller gives (Math.random in the browser, a fixed sequence in tests). The order is returned so
 * the sheet can show it and put the previous order back until the first result.
 */

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

export interface Draw {
  /** The side ids in their drawn order. */
  order: string[];
  /** The sides in that order; no-shows follow, in their order. */
  sides: TournamentSide[];
}

/** Shuffles the playing sides (Fisher-Yates over `random`); no-shows go last, unshuffled. */
export function drawSides(sides: readonly TournamentSide[], random: RandomSource): Draw {
  const playing = sides.filter((s) => !s.noShow);
  for (let i = playing.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [playing[i], playing[j]] = [playing[j]!, playing[i]!];
  }
  const drawn = [...playing, ...sides.filter((s) => s.noShow)];
  return { order: drawn.map((s) => s.id), sides: drawn };
}

/** The sides in the given order of ids (to undo a draw); sides the order does not name follow. */
export function orderSides(sides: readonly TournamentSide[], order: readonly string[]): TournamentSide[] {
  const place = new Map(order.map((id, index) => [id, index]));
  const at = (s: TournamentSide) => place.get(s.id) ?? order.length;
  return [...sides].sort((a, b) => at(a) - at(b));
}

function hasResult(round: TournamentRound | null): boolean {
  if (!round) return false;
  const played = round.matches.some((m) => (m.scoreA ?? 0) > 0 || (m.scoreB ?? 0) > 0 || m.saygId !== null);
  return played || hasResult(round.nextRound);
}

/** The draw can be made or undone until the first result (a score or a started match). */
export function canDraw(tournament: Pick<Tournament, 'round'>): boolean {
  return !hasResult(tournament.round);
}
