// The query contract of GET /api/Division/Data (contract/divisionData.ts), tested here beside its users.
import { describe, expect, it } from 'vitest';
import { divisionDataQuerySchema } from '../contract/divisionData';
import { isCalendarDate } from '../contract/fields';

const D1 = '11111111-1111-4111-8111-111111111111';
const D2 = '22222222-2222-4222-8222-222222222222';
const S = '33333333-3333-4333-8333-333333333333';

const messages = (query: unknown) => {
  const result = divisionDataQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('divisionDataQuerySchema', () => {
  it('reads repeated and comma-separated division ids, and defaults the rest', () => {
    expect(
      divisionDataQuerySchema.parse({ divisionId: [`${D1},${D2.toUpperCase()}`, ` ${D1} `, ''] }),
    ).toEqual({
      divisionId: [D1, D2],
      seasonId: null,
      teamId: null,
      date: null,
      excludeProposals: false,
      ignoreDates: false,
    });
  });

  it('reads every field', () => {
    expect(
      divisionDataQuerySchema.parse({
        divisionId: D1,
        seasonId: S,
        teamId: D2,
        date: '2024-02-29T00:00:00',
        excludeProposals: 'true',
        ignoreDates: 'False',
      }),
    ).toEqual({
      divisionId: [D1],
      seasonId: S,
      teamId: D2,
      date: '2024-02-29',
      excludeProposals: true,
      ignoreDates: false,
    });
    expect(divisionDataQuerySchema.parse({ seasonId: '', date: ' ' })).toMatchObject({
      seasonId: null,
      date: null,
    });
  });

  it.each([
    [{ divisionId: `${D1},nope` }, ['divisionId.1: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301']],
    [{ seasonId: 'abc' }, ['seasonId: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301']],
    [{ teamId: '123' }, ['teamId: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301']],
    [{ date: '2024-02-30' }, ['date: must be a date (YYYY-MM-DD)']],
    [{ date: '10/01/2024' }, ['date: must be a date (YYYY-MM-DD)']],
    [{ excludeProposals: 'yes' }, ['excludeProposals: must be true or false']],
    [{ ignoreDates: '1' }, ['ignoreDates: must be true or false']],
  ])('rejects %j naming the field', (query, expected) => {
    expect(messages(query)).toEqual(expected);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-01-10T00:00:00', true],
    ['2024-01-10T10:00:00', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
