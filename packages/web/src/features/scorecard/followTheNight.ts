import { useQuery } from '@tanstack/react-query';
import type { Fixture } from '@darts/core/contract/fixture';
import { decidedWinner } from '@darts/core/league/matchResult';
import { gameQuery } from './queries';

/** How often the scorecard reads a card whose calls may still move, while the page is visible. */
export const CARD_READ_EVERY_MS = 10_000;

/** A card whose call list may still move: it has calls, or boards and a match without a winner yet. */
export const callsMayMove = (card: Fixture) =>
  (card.calls?.length ?? 0) > 0 ||
  ((card.boards?.length ?? 0) > 0 && card.matches.some((_, i) => decidedWinner(card, i) === null));

/**
 * The card is not on the live bus (decision 054): while its calls may move, the scorecard's own
 * query (`gameQuery`, so the whole page shows the new read) asks for it again every 10 seconds,
 * never while the page is hidden nor while someone has edits open on it (`editing`: a new read
 * would start the editing afresh and change the `lastUpdated` its Save is checked with).
 */
export function useCardFollowsTheNight(game: Fixture, editing: boolean) {
  useQuery({
    ...gameQuery(game.id),
    refetchInterval: !editing && callsMayMove(game) ? CARD_READ_EVERY_MS : false,
    refetchIntervalInBackground: false,
    // The page has just read the card: this only keeps it coming, and the page renders each read.
    refetchOnMount: false,
    notifyOnChangeProps: [],
  });
}
