import { describe, expect, it } from 'vitest';
import { cardChangeWithinMatches, type BoardCardShape } from './boardCard';

/* A board's device saves the card only for its match's result, 180s and hi-checks. */

const p = (id: string) => ({ id, name: id.toUpperCase() });
const card = (): BoardCardShape => ({
  matches: [
    { homePlayers: [p('h1')], awayPlayers: [p('a1')], homeScore: null, awayScore: null, saygId: null },
    { homePlayers: [p('h2')], awayPlayers: [p('a2')], homeScore: 3, awayScore: 1, saygId: null },
  ],
  oneEighties: [p('h2')],
  over100Checkouts: [],
});

describe('a board device’s save of the card', () => {
  it('may score its match, link its record and add its players’ 180s and hi-checks', () => {
    const next = card();
    next.matches = [{ ...next.matches[0]!, homeScore: 2, awayScore: 1, saygId: 'r1' }, next.matches[1]!];
    next.oneEighties = [p('h2'), p('a1')];
    next.over100Checkouts = [{ ...p('h1'), score: 110 }];
    expect(cardChangeWithinMatches(card(), next, [0])).toBe(true);
    expect(cardChangeWithinMatches(card(), card(), [0])).toBe(true);
  });

  it('may not touch another match, its players, or another player’s accolades', () => {
    const other = card();
    other.matches = [other.matches[0]!, { ...other.matches[1]!, homeScore: 0 }];
    expect(cardChangeWithinMatches(card(), other, [0])).toBe(false);
    const players = card();
    players.matches = [{ ...players.matches[0]!, homePlayers: [p('h3')] }, players.matches[1]!];
    expect(cardChangeWithinMatches(card(), players, [0])).toBe(false);
    const removed = { ...card(), oneEighties: [] };
    expect(cardChangeWithinMatches(card(), removed, [0])).toBe(false);
    expect(cardChangeWithinMatches(card(), { ...card(), matches: card().matches.slice(0, 1) }, [0])).toBe(
      false,
    );
  });
});
