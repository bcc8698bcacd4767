import { describe, expect, it } from 'vitest';
import { startWithCapital, tournamentName } from './names';
import { tournamentTitle } from './title';

describe("a tournament's title", () => {
  it('begins with a capital letter when the type was typed in lower case', () => {
    expect(tournamentName({ type: 'pairs', address: 'The Bell' })).toBe('Pairs at The Bell');
    expect(tournamentTitle({ type: 'singles cup', address: 'The Bell', date: '2025-03-07T00:00:00' })).toBe(
      'Singles cup at The Bell - Fri 7 Mar 2025',
    );
  });

  it("is 'Tournament at ...' for a tournament without a type", () => {
    expect(tournamentName({ type: '  ', address: 'The Crown' })).toBe('Tournament at The Crown');
    expect(tournamentTitle({ type: null, address: 'The Crown', date: '2025-03-07' })).toBe(
      'Tournament at The Crown - Fri 7 Mar 2025',
    );
  });

  it('names a single round by its host and opponent, beginning with a capital letter', () => {
    expect(
      tournamentTitle({
        singleRound: true,
        host: 'anchor',
        opponent: 'Bell',
        type: 'Superleague',
        date: '2025-03-07',
      }),
    ).toBe('Anchor vs Bell - Fri 7 Mar 2025');
  });

  it('keeps the rest of the words as typed', () => {
    expect(startWithCapital('the Bell')).toBe('The Bell');
    expect(startWithCapital('180 club')).toBe('180 club');
    expect(startWithCapital('')).toBe('');
  });
});
