import type { TournamentSide } from './types';

/** `count` one-player sides s0, s1, ... named Side 0, Side 1, ... (for tests). */
export function makeSides(count: number): TournamentSide[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    name: `Side ${i}`,
    teamId: null,
    noShow: false,
    players: [{ id: `p${i}`, name: `Player ${i}`, divisionId: null }],
  }));
}
