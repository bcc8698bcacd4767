import { describe, expect, it } from 'vitest';
import { asSaygRecord } from './FollowSayg';

/* What a live update must be before it replaces the record a board, sheet or report shows. */
describe('a live leg-by-leg update', () => {
  const id = '00000000-0000-4000-8000-0000000000AB';
  const record = { id: id.toLowerCase(), legs: {}, yourName: 'Ann' };

  it('is taken when it is this record with its legs, whatever the case of its id', () => {
    expect(asSaygRecord(record, id)).toBe(record);
  });

  it("is ignored when it is another record's, has no legs, or is not a record at all", () => {
    expect(asSaygRecord({ ...record, id: '00000000-0000-4000-8000-0000000000cd' }, id)).toBeNull();
    expect(asSaygRecord({ id, legs: null }, id)).toBeNull();
    expect(asSaygRecord({ id }, id)).toBeNull();
    expect(asSaygRecord({ legs: {} }, id)).toBeNull();
    expect(asSaygRecord('{"id":1}', id)).toBeNull();
    expect(asSaygRecord(null, id)).toBeNull();
  });
});
