import { decidedWinner, type MatchCard } from '../league/matchResult';
import { callText, type BoardCall, type ReadyMatch } from '../venue/boards';
import type { NightEvent } from '../venue/night';

/*
 * A fixture night's call list (venue/boards.ts, docs/decisions/054): the venue's boards by name and
 * which of its cards' matches each is given (venue/night.ts takes several events' in turn). A card's
 * matches ready to play, in the card's order: players on both sides and no winner yet. Pure.
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

/** A card as an event of its venue night (venue/night.ts): its id and its ready matches. */
export const cardEvent = (card: CalledCard & { id: string }): NightEvent => ({
  id: card.id,
  ready: cardReadyMatches(card),
});

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
