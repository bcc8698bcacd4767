import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTurn, venueKey } from './night';

describe('a venue’s night', () => {
  it('knows a venue by its address as a person reads it', () => {
    expect(venueKey('  The Crown,  High Street ')).toBe('the crown, high street');
    expect(venueKey('THE CROWN, HIGH STREET')).toBe(venueKey('The Crown, High Street'));
    expect(venueKey('   ')).toBe('');
  });

  it('takes several events’ matches in turn, each event’s in its own order', () => {
    expect(inTurn([['a1', 'a2', 'a3'], ['b1'], [], ['c1', 'c2']])).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'c2',
      'a3',
    ]);
    expect(inTurn([])).toEqual([]);
  });

  it('keeps every match once and each event’s order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer(), { maxLength: 8 }), { maxLength: 5 }), (lists) => {
        const tagged = lists.map((list, e) => list.map((value, i) => ({ e, i, value })));
        const taken = inTurn(tagged);
        expect(taken).toHaveLength(lists.flat().length);
        tagged.forEach((list, e) => expect(taken.filter((t) => t.e === e)).toEqual(list));
      }),
    );
  });
});
