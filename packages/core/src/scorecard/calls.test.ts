import { describe, expect, it } from 'vitest';
import type { BoardCall } from '../venue/boards';
import { nightCalls } from '../venue/night';
import { cardCallText, cardEvent, cardReadyMatches, type CalledCard } from './calls';

/* A fixture night's call list: the cards' ready matches go to the venue's boards, a won match frees its board. */

const singles = (n: number, home: string, away: string) => ({
  id: `m${n}`,
  homePlayers: [{ id: `h-${home}`, name: home }],
  awayPlayers: [{ id: `a-${away}`, name: away }],
  homeScore: null as number | null,
  awayScore: null as number | null,
});

type Card = CalledCard & { id: string };

const card = (over: Partial<Card> = {}): Card => ({
  id: 'c1',
  matches: [
    singles(1, 'Smith', 'Jones'),
    singles(2, 'Brown', 'Green'),
    { ...singles(3, 'Smith', 'Green'), awayPlayers: [] },
    singles(4, 'Smith', 'White'),
    singles(5, 'Black', 'Grey'),
  ],
  matchOptions: [],
  isKnockout: false,
  ...over,
});

const night = { boards: ['Board 1', 'Board 2'] };
/** The calls of a venue night's cards (venue/night.ts over each card as an event). */
const venueNightCalls = (venue: Parameters<typeof nightCalls>[0], cards: Card[], now: string) =>
  nightCalls(venue, cards.map(cardEvent), now);
const cardCalls = (c: Card, now: string, calls: BoardCall[] = []) =>
  venueNightCalls({ ...night, calls }, [c], now);

describe('a fixture night’s call list', () => {
  it('calls the card’s matches with players on both sides, in order, nobody on two boards', () => {
    const c = card();
    expect(cardReadyMatches(c).map((m) => m.id)).toEqual(['m1', 'm2', 'm4', 'm5']);
    const calls = cardCalls(c, 't1');
    expect(calls).toEqual([
      { boardId: 'Board 1', matchId: 'm1', since: 't1' },
      { boardId: 'Board 2', matchId: 'm2', since: 't1' },
    ]);
    expect(cardCallText(c, calls[0]!)).toBe('Board 1: Smith v Jones');
    expect(venueNightCalls({ boards: [], calls: [] }, [c], 't1')).toEqual([]);
  });

  it('frees a board once its match is won, not while it is being played', () => {
    const first = card();
    const calls = cardCalls(first, 't1');
    const playing = {
      ...first,
      matches: first.matches.map((m, i) => (i === 0 ? { ...m, homeScore: 2, awayScore: 1 } : m)),
    };
    expect(cardCalls(playing, 't2', calls)).toEqual(calls);
    const won = {
      ...playing,
      matches: playing.matches.map((m, i) => (i === 0 ? { ...m, homeScore: 3 } : m)),
    };
    // Smith is free again: match 4 (Smith v White) is next in the card's order.
    expect(cardCalls(won, 't3', calls)).toEqual([
      { boardId: 'Board 1', matchId: 'm4', since: 't3' },
      { boardId: 'Board 2', matchId: 'm2', since: 't1' },
    ]);
  });

  it('names a pair by both its players', () => {
    const pairs = card({
      matches: [
        {
          ...singles(1, 'Smith', 'Jones'),
          homePlayers: [
            { id: 'h1', name: 'Smith' },
            { id: 'h2', name: 'Brown' },
          ],
        },
      ],
    });
    expect(cardCallText(pairs, { boardId: 'Board 2', matchId: 'm1', since: 't' })).toBe(
      'Board 2: Smith & Brown v Jones',
    );
  });

  it('shares the venue’s boards between two cards there, taking their matches in turn', () => {
    const crown = card({ id: 'c2' });
    const anchor = card({
      id: 'c1',
      matches: [singles(11, 'Ash', 'Birch'), singles(12, 'Cedar', 'Deal')],
    });
    const venue = { boards: ['Board 1', 'Board 2', 'Board 3'], calls: [] };
    // The cards by id, each one's first match, then each one's second: no board called twice.
    const calls = venueNightCalls(venue, [crown, anchor], 't1');
    expect(calls).toEqual([
      { boardId: 'Board 1', matchId: 'm11', since: 't1' },
      { boardId: 'Board 2', matchId: 'm1', since: 't1' },
      { boardId: 'Board 3', matchId: 'm12', since: 't1' },
    ]);
    // Anchor's first match won: its board goes to Crown's next match, the others keep theirs.
    const won = {
      ...anchor,
      matches: anchor.matches.map((m, i) => (i === 0 ? { ...m, homeScore: 3, awayScore: 0 } : m)),
    };
    expect(venueNightCalls({ ...venue, calls }, [crown, won], 't2')).toEqual([
      { boardId: 'Board 1', matchId: 'm2', since: 't2' },
      { boardId: 'Board 2', matchId: 'm1', since: 't1' },
      { boardId: 'Board 3', matchId: 'm12', since: 't1' },
    ]);
  });
});
