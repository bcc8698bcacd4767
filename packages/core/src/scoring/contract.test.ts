// Tests for ../contract/sayg.ts (kept here: this work may only add files under scoring/).
import { describe, it, expect } from 'vitest';
import {
  legSchema,
  saygRecordSchema,
  saygUpsertRequestSchema,
  throwSchema,
  type SaygRecord,
  type SaygUpsertRequest,
} from '../contract/sayg';
import type { SaygState } from './types';
import { recomputeSayg } from './match';

const ID = '6f1e1c7a-3b9d-4a59-9a3e-1c2b3d4e5f60';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('throwSchema', () => {
  it.each([
    [{ score: 60, noOfDarts: 3 }, []],
    [{ score: 0, noOfDarts: 1 }, []],
    [{ score: 181, noOfDarts: 3 }, ['score: must be between 0 and 180']],
    [{ score: -1, noOfDarts: 3 }, ['score: must be between 0 and 180']],
    [{ score: 60.5, noOfDarts: 3 }, ['score: must be between 0 and 180']],
    [{ score: 60, noOfDarts: 0 }, ['noOfDarts: must be 1, 2 or 3']],
    [{ score: 60, noOfDarts: 4 }, ['noOfDarts: must be 1, 2 or 3']],
    [{ score: 'x', noOfDarts: 3 }, ['score: must be a number']],
  ])('%j -> %j', (input, expected) => {
    expect(issues(throwSchema.safeParse(input))).toEqual(expected);
  });
});

describe('legSchema', () => {
  it('treats a missing away side as single player', () => {
    const leg = legSchema.parse({
      startingScore: 501,
      currentThrow: 'home',
      playerSequence: [{ value: 'home', text: 'Ann' }],
      home: { score: 60, noOfDarts: 3, throws: [{ score: 60, noOfDarts: 3 }] },
    });
    expect(leg.away).toBeNull();
  });

  it('limits the starting score', () => {
    const base = { currentThrow: null, playerSequence: [], home: { score: 0, noOfDarts: 0, throws: [] } };
    expect(issues(legSchema.safeParse({ ...base, startingScore: 1 }))).toEqual([
      'startingScore: must be between 2 and 1001',
    ]);
    expect(issues(legSchema.safeParse({ ...base, startingScore: 1002 }))).toHaveLength(1);
  });
});

describe('saygUpsertRequestSchema', () => {
  it('applies defaults, trims names and ignores side totals', () => {
    const request = saygUpsertRequestSchema.parse({
      yourName: '  Ann ',
      opponentName: '',
      legs: { '0': { startingScore: 501, home: { score: 999, throws: [{ score: 60, noOfDarts: 3 }] } } },
    });
    expect(request).toMatchObject({
      yourName: 'Ann',
      opponentName: null,
      startingScore: 501,
      numberOfLegs: 3,
    });
    expect(request.legs['0']).toMatchObject({ currentThrow: null, playerSequence: [], away: null });
    const stored = recomputeSayg(request);
    expect(stored.legs['0']?.home).toEqual({
      score: 60,
      noOfDarts: 3,
      throws: [{ score: 60, noOfDarts: 3 }],
    });
    expect([stored.homeScore, stored.awayScore]).toEqual([0, 0]);
  });

  it.each([
    [{ yourName: '' }, ['yourName: is required']],
    [{ yourName: '   ' }, ['yourName: is required']],
    [{ yourName: 'x'.repeat(101) }, ['yourName: must be at most 100 characters']],
    [{ yourName: 'Ann', id: 'nope' }, ['id: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301']],
    [
      { yourName: 'Ann', tournamentMatchId: 'nope' },
      ['tournamentMatchId: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ],
    [{ yourName: 'Ann', numberOfLegs: 0 }, ['numberOfLegs: must be between 1 and 99']],
    [{ yourName: 'Ann', numberOfLegs: 100 }, ['numberOfLegs: must be between 1 and 99']],
    [{ yourName: 'Ann', startingScore: 1 }, ['startingScore: must be between 2 and 1001']],
    [
      { yourName: 'Ann', legs: { '01': { startingScore: 501, home: {} } } },
      ['legs.01: must be a leg number from 0 to 98'],
    ],
    [
      { yourName: 'Ann', legs: { x: { startingScore: 501, home: {} } } },
      ['legs.x: must be a leg number from 0 to 98'],
    ],
    [
      {
        yourName: 'Ann',
        legs: { '0': { startingScore: 501, home: { throws: [{ score: 200, noOfDarts: 3 }] } } },
      },
      ['legs.0.home.throws.0.score: must be between 0 and 180'],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(issues(saygUpsertRequestSchema.safeParse(input))).toEqual(expected);
  });

  it('accepts ids and limits legs and throws', () => {
    expect(
      saygUpsertRequestSchema.safeParse({ yourName: 'Ann', id: ID, tournamentMatchId: ID, lastUpdated: null })
        .success,
    ).toBe(true);
    const leg = { startingScore: 501, home: { throws: [] } };
    const legs = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [String(i), leg]));
    expect(saygUpsertRequestSchema.safeParse({ yourName: 'Ann', legs }).success).toBe(true);
    const throws = Array.from({ length: 201 }, () => ({ score: 0, noOfDarts: 3 }));
    expect(
      issues(
        saygUpsertRequestSchema.safeParse({
          yourName: 'Ann',
          legs: { '0': { startingScore: 501, home: { throws } } },
        }),
      ),
    ).toEqual(['legs.0.home.throws: must have at most 200 throws']);
  });
});

describe('saygRecordSchema', () => {
  it('parses a stored record, which the scoring rules accept as it is', () => {
    const record: SaygRecord = saygRecordSchema.parse({
      id: ID,
      yourName: 'Ann',
      opponentName: null,
      startingScore: 501,
      numberOfLegs: 3,
      homeScore: 0,
      awayScore: 0,
      tournamentMatchId: null,
      legs: {},
      created: null,
      author: null,
      updated: '2024-01-01T00:00:00Z',
      editor: null,
      deleted: null,
      remover: null,
    });
    const state: SaygState = record;
    const request: SaygUpsertRequest = saygUpsertRequestSchema.parse({ yourName: 'Ann' });
    expect(recomputeSayg(state).legs).toEqual({});
    expect(recomputeSayg(request).numberOfLegs).toBe(3);
  });
});
