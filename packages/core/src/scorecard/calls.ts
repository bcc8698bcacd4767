import { decidedWinner, type MatchCard } from '../league/matchResult';
import { callText, venueCalls, type BoardCall, type CallingVenue, type ReadyMatch } from '../venue/boards';
import { inTurn } from '../venue/night';

/*
 * A fixture night's call list (venue/boards.ts, docs/decisions/054): the venue's boards by name and
 * which of its cards' matches each is given. A card's matches ready to play, in the card's order:
 * players on both sides and no winner yet. Pure: the server works the calls out on every save of
 * a card at the venue.
 */

interface CardPlayer {
  id: string;
  name: string;
}

/** What the call list reads of a card: its matches (with ids and players) and options. */
export type CalledCard = Omit<MatchCard, 'matches'> & {
  matches: readonly {
    id: string;
    homePlayers: readonly CardPlayer[];
    awayPlayers: readonly CardPlayer[];
    homeScore: number | null;
    awayScore: number | null;
  }[];
};

/** The card's matches that can be played now, in the card's order, with their players' ids. */
export function cardReadyMatches(card: CalledCard): ReadyMatch[] {
  return card.matches.flatMap((m, index) => {
    if (!m.homePlayers.length || !m.awayPlayers.length || decidedWinner(card, index)) return [];
    return [{ id: m.id, players: [...m.homePlayers, ...m.awayPlayers].map((p) => p.id) }];
  });
}

/**
 * A venue night's calls after a change to any card played there (`now` stamps new ones; none
 * without boards): the cards' ready matches taken in turn, the cards in a steady order (by id),
 * so two fixtures at one venue share its boards and neither waits for the other to finish.
 */
export function venueNightCalls(
  night: CallingVenue,
  cards: readonly (CalledCard & { id: string })[],
  now: string,
): BoardCall[] {
  return venueCalls(night, nightReadyMatches(cards), now);
}

/** The ready matches of a venue night's cards, taken in turn (the cards by id), as `venueNightCalls` calls them. */
export function nightReadyMatches(cards: readonly (CalledCard & { id: string })[]): ReadyMatch[] {
  const ordered = [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return inTurn(ordered.map(cardReadyMatches));
}
/** What the call list names a card's match by: "Smith v Jones" (pairs as "Smith & Brown"). */
export function cardMatchName(card: Pick<CalledCard, 'matches'>, matchId: string): string {
  const match = card.matches.find((m) => m.id === matchId);
  if (!match) return matchId;
  const side = (players: readonly CardPlayer[]) => players.map((p) => p.name).join(' & ') || '?';
  return `${side(match.homePlayers)} v ${side(match.awayPlayers)}`;
}

/** The TV's line of a card's call: "Board 3: Smith v Jones". */
export const cardCallText = (card: Pick<CalledCard, 'matches'>, call: BoardCall) =>
  callText(call.boardId, [cardMatchName(card, call.matchId)]);

/** The place (0-based) of a card's match by id, or -1. */
export const cardMatchIndex = (card: Pick<CalledCard, 'matches'>, matchId: string) =>
  card.matches.findIndex((m) => m.id.toLowerCase() === matchId.toLowerCase());
