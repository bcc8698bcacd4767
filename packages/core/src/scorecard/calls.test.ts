import { describe, expect, it } from 'vitest';
import { cardCalls, cardCallText, cardReadyMatches, type CalledCard } from './calls';

/* A fixture night's call list: the card's ready matches go to its boards, a won match frees its board. */

const singles = (n: number, home: string, away: string) => ({
  id: `m${n}`,
  homePlayers: [{ id: `h-${home}`, name: home }],
  awayPlayers: [{ id: `a-${away}`, name: away }],
  homeScore: null as number | null,
  awayScore: null as number | null,
});

const card = (over: Partial<CalledCard> = {}): CalledCard => ({
  matches: [
    singles(1, 'Smith', 'Jones'),
    singles(2, 'Brown', 'Green'),
    { ...singles(3, 'Smith', 'Green'), awayPlayers: [] },
    singles(4, 'Smith', 'White'),
    singles(5, 'Black', 'Grey'),
  ],
  matchOptions: [],
  isKnockout: false,
  boards: ['Board 1', 'Board 2'],
  calls: [],
  ...over,
});

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
    expect(cardCalls({ ...c, boards: [] }, 't1')).toEqual([]);
  });

  it('frees a board once its match is won, not while it is being played', () => {
    const first = card();
    const calls = cardCalls(first, 't1');
    const playing = {
      ...first,
      calls,
      matches: first.matches.map((m, i) => (i === 0 ? { ...m, homeScore: 2, awayScore: 1 } : m)),
    };
    expect(cardCalls(playing, 't2')).toEqual(calls);
    const won = {
      ...playing,
      matches: playing.matches.map((m, i) => (i === 0 ? { ...m, homeScore: 3 } : m)),
    };
    // Smith is free again: match 4 (Smith v White) is next in the card's order.
    expect(cardCalls(won, 't3')).toEqual([
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
});
