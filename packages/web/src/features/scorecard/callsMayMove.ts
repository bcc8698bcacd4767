import type { Fixture } from '@darts/core/contract/fixture';
import { decidedWinner } from '@darts/core/league/matchResult';

/**
 * A card whose call list may still move: it has calls, or boards and a match without a winner yet.
 * The scorecard reads it again while so (followTheNight.ts) and, for a visitor, fetches the call
 * list's code only then. A module of its own: the card's first load carries it, not the reading.
 */
export const callsMayMove = (card: Fixture) =>
  (card.calls?.length ?? 0) > 0 ||
  ((card.boards?.length ?? 0) > 0 && card.matches.some((_, i) => decidedWinner(card, i) === null));
