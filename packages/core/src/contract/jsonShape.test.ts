import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './jsonShape';

const nested = (depth: number): unknown => {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) value = { data: value };
  return value;
};

describe('the shape of a request body', () => {
  it('passes what the league sends: records, tournaments, lists', () => {
    expect(
      jsonShapeProblem({ legs: { '0': { home: { throws: [{ score: 180, noOfDarts: 3 }] } } } }),
    ).toBeNull();
    expect(jsonShapeProblem(nested(60))).toBeNull();
    expect(
      jsonShapeProblem({ sides: Array.from({ length: 20_000 }, (_, i) => ({ name: `S${i}` })) }),
    ).toBeNull();
    expect(jsonShapeProblem(null)).toBeNull();
    expect(jsonShapeProblem('text')).toBeNull();
  });

  it('names where a body nested 10,000 deep goes past 64 levels, without exhausting the stack', () => {
    expect(jsonShapeProblem(nested(10_000))).toEqual({
      path: ['data', 'data', 'data'],
      message: 'is nested more than 64 levels deep',
    });
  });

  it('names an array of 200,000 entries', () => {
    expect(jsonShapeProblem({ doc: { players: new Array(200_000).fill({}) } })).toEqual({
      path: ['doc', 'players'],
      message: 'has more than 100000 entries',
    });
  });
});
