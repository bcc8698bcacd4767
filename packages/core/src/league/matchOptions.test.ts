import { describe, expect, it } from 'vitest';
import { defaultMatchOptions, matchKind, matchOptionAt, optionsForKnockout } from './matchOptions';

describe('defaultMatchOptions', () => {
  it('gives five singles of 501 best of 5, two pairs of 501 best of 3 and a triples of 601 best of 3', () => {
    const options = defaultMatchOptions(false);
    expect(options.map((o) => o.playerCount)).toEqual([1, 1, 1, 1, 1, 2, 2, 3]);
    expect(options.map((o) => o.startingScore)).toEqual([501, 501, 501, 501, 501, 501, 501, 601]);
    expect(options.map((o) => o.numberOfLegs)).toEqual([5, 5, 5, 5, 5, 3, 3, 3]);
  });

  it('plays singles best of 3 in a knockout and drops the triples', () => {
    const options = defaultMatchOptions(true);
    expect(options.map((o) => o.numberOfLegs)).toEqual([3, 3, 3, 3, 3, 3, 3, 0]);
    expect(options[7]).toEqual({ playerCount: 0, startingScore: 0, numberOfLegs: 0 });
  });
});

describe('matchOptionAt and optionsForKnockout', () => {
  it('uses the fixture entry, else the default of the slot', () => {
    const custom = { playerCount: 1, startingScore: 301, numberOfLegs: 7 };
    expect(matchOptionAt([custom], 0, false)).toBe(custom);
    expect(matchOptionAt([custom, null], 1, true)).toEqual({
      playerCount: 1,
      startingScore: 501,
      numberOfLegs: 3,
    });
    expect(matchOptionAt(undefined, 7, false)).toEqual({
      playerCount: 3,
      startingScore: 601,
      numberOfLegs: 3,
    });
    expect(matchKind(0)).toBe('Singles');
    expect(matchKind(6)).toBe('Pairs');
    expect(matchKind(7)).toBe('Triples');
  });

  it('resets the number of legs when the knockout flag changes, keeping other choices', () => {
    const options = defaultMatchOptions(false);
    options[0] = { playerCount: 1, startingScore: 301, numberOfLegs: 7 };
    const knockout = optionsForKnockout(options, true);
    expect(knockout[0]).toEqual({ playerCount: 1, startingScore: 301, numberOfLegs: 3 });
    expect(knockout[7]).toEqual({ playerCount: 0, startingScore: 0, numberOfLegs: 0 });
    expect(optionsForKnockout(knockout, false)[7]).toEqual({
      playerCount: 3,
      startingScore: 601,
      numberOfLegs: 3,
    });
    expect(optionsForKnockout(knockout, false)[1]!.numberOfLegs).toBe(5);
  });
});
