import { describe, expect, it } from 'vitest';
import { formatAverage, formatPercent } from '../scoring/statistics';
import type { LegInput, SaygInput } from '../scoring/types';
import { side, tournamentMatch } from '../league/testBuilders';
import { masterDrawRows, superleagueMatches, superleagueSaygIds } from './superleague';
import { addSuperleagueMatch, freeSides, removeSuperleagueMatch } from './superleagueEdits';
import { summaryRows, summaryTotals, type SummaryRow } from './superleagueSummary';
import { legLogRows, mostVisits, noMatchData, visitHighlight } from './superleagueLog';
import { nightRunningAverages } from './superleagueAverages';
import { nightFigures } from './superleagueNight';
import type { TournamentRound } from './types';

/*
 * A hand-worked night: The Bell (host) against The Crown (opponent).
 * M1 Ann v Bea, best of 3 from 501:
 *   leg 1 Ann 180 140 100 81 (out, 12 darts); Bea 60 60 60 (321 left)
 *   leg 2 Bea 140 140 140 81 (out, 12 darts); Ann 100 45 26 (330 left)
 *   leg 3 Ann 100 100 100 100 150 (bust) 101 (out, 18 darts); Bea 60 x 5 (201 left)
 *   Ann: 1173 points in 39 darts = 90.23; first 9: 891 in 27 = 99.00; 100+ 7, 140+ 1, 180 1
 *   Bea: 981 points in 36 darts = 81.75; first 9: 780 in 27 = 86.67; 140+ 3
 * M2 Cat v Dee, best of 1 from 101: Cat 60 41 (out, 5 darts) = 60.60; Dee 50 (51 left) = 50.00
 * M3 Eve v Fay: no record.
 */

const visits = (...scores: (number | [number, number])[]) =>
  scores.map((s) => (Array.isArray(s) ? { score: s[0], noOfDarts: s[1] } : { score: s, noOfDarts: 3 }));
const leg = (
  startingScore: number,
  home: number[],
  away: number[],
  homeLast?: [number, number],
): LegInput => ({
  startingScore,
  home: { throws: [...visits(...home), ...(homeLast ? visits(homeLast) : [])] },
  away: { throws: visits(...away) },
});

const m1Record: SaygInput = {
  startingScore: 501,
  numberOfLegs: 3,
  legs: {
    '0': leg(501, [180, 140, 100, 81], [60, 60, 60]),
    '1': leg(501, [100, 45, 26], [140, 140, 140, 81]),
    '2': leg(501, [100, 100, 100, 100, 150, 101], [60, 60, 60, 60, 60]),
  },
};
const m2Record: SaygInput = {
  startingScore: 101,
  numberOfLegs: 1,
  legs: { '0': leg(101, [60], [50], [41, 2]) },
};

const [ann, bea, cat, dee, eve, fay] = ['Ann', 'Bea', 'Cat', 'Dee', 'Eve', 'Fay'].map((name) =>
  side(name.toLowerCase(), name, [{ id: `p-${name}`, name }]),
) as [ReturnType<typeof side>, ...ReturnType<typeof side>[]];
const night = {
  bestOf: 3,
  round: {
    matches: [
      { ...tournamentMatch('m1', ann, bea!, 2, 1), saygId: 'r1' },
      { ...tournamentMatch('m2', cat!, dee!, null, null), saygId: 'r2' },
      tournamentMatch('m3', eve!, fay!, null, null),
    ],
    matchOptions: [null, { playerCount: 1, startingScore: 101, numberOfLegs: 1 }, null],
    nextRound: null,
  },
};
const records = new Map<string, SaygInput | null>([
  ['r1', m1Record],
  ['r2', m2Record],
]);
const matches = superleagueMatches(night, records);

describe('superleague matches and the master draw', () => {
  it('lists the round with mnemonics, legs and records; unrecorded matches have none', () => {
    expect(matches.map((m) => [m.mnemonic, m.numberOfLegs, m.sayg !== null])).toEqual([
      ['M1', 3, true],
      ['M2', 1, true],
      ['M3', 3, false],
    ]);
    expect(superleagueSaygIds(night)).toEqual(['r1', 'r2']);
  });

  it('shows who plays whom and the legs each won, by the record when there is one', () => {
    expect(masterDrawRows(matches)).toEqual([
      expect.objectContaining({
        number: 1,
        host: 'Ann',
        opponent: 'Bea',
        hostLegs: 2,
        opponentLegs: 1,
        winner: 'home',
      }),
      // M2's match score was never entered, but its record says Cat won.
      expect.objectContaining({
        number: 2,
        host: 'Cat',
        opponent: 'Dee',
        hostLegs: 1,
        opponentLegs: 0,
        winner: 'home',
      }),
      expect.objectContaining({
        number: 3,
        host: 'Eve',
        opponent: 'Fay',
        hostLegs: null,
        opponentLegs: null,
        winner: null,
      }),
    ]);
  });
});

describe('the match summary', () => {
  const rows = summaryRows(matches);

  it("counts each side's legs, tons, 100+, 140+ and 180, with its 3-dart average", () => {
    const [m1, m2, m3] = rows;
    expect(m1!.home).toMatchObject({ legsWon: 2, count100: 7, count140: 1, count180: 1, tons: 10 });
    expect(formatAverage(m1!.home.average)).toBe('90.23');
    expect(m1!.away).toMatchObject({ legsWon: 1, count100: 0, count140: 3, count180: 0, tons: 3 });
    expect(formatAverage(m1!.away.average)).toBe('81.75');
    expect(formatAverage(m2!.home.average)).toBe('60.60');
    expect(m3).toMatchObject({ recorded: false, winner: null });
    expect(formatAverage(m3!.home.average)).toBe('-');
  });

  it("totals a side over the night: all darts' average and the mean of the match averages", () => {
    const host = summaryTotals(rows, 'home', 'The Bell');
    expect(host).toMatchObject({ legsWon: 3, tons: 10, count100: 7, count140: 1, count180: 1 });
    // (1173 + 101) points in (39 + 5) darts; (90.2308 + 60.6) / 2.
    expect(formatAverage(host.average)).toBe('86.86');
    expect(formatAverage(host.meanOfAverages)).toBe('75.42');
    const none = summaryTotals([], 'away', 'The Crown');
    expect([formatAverage(none.average), formatAverage(none.meanOfAverages)]).toEqual(['-', '-']);
  });

  it('names the field and side when a sum is not a number', () => {
    const broken = [{ ...rows[0]!, home: { ...rows[0]!.home, count180: Number.NaN } }] as SummaryRow[];
    expect(() => summaryTotals(broken, 'home', 'The Bell')).toThrow(
      'Cannot calculate the sum of count180 for The Bell, value results in NaN',
    );
  });
});

describe('the match log', () => {
  it("gives each leg's visits (a bust as 0), darts, game shot or score left, and bands", () => {
    expect(legLogRows(m1Record, 'home')).toEqual([
      expect.objectContaining({
        leg: 1,
        visits: [180, 140, 100, 81],
        darts: 12,
        gameShot: 81,
        scoreLeft: null,
        gameDarts: 3,
        tons: 4,
        won: true,
      }),
      expect.objectContaining({
        leg: 2,
        visits: [100, 45, 26],
        darts: 9,
        gameShot: null,
        scoreLeft: 330,
        tons: 1,
        won: false,
      }),
      expect.objectContaining({
        leg: 3,
        visits: [100, 100, 100, 100, 0, 101],
        darts: 18,
        gameShot: 101,
        count100: 5,
        tons: 5,
      }),
    ]);
    expect(legLogRows(m2Record, 'home')[0]).toMatchObject({ darts: 5, gameShot: 41, gameDarts: 2 });
    expect(legLogRows(m2Record, 'away')[0]).toMatchObject({ darts: 3, scoreLeft: 51, gameShot: null });
    expect(mostVisits(matches)).toBe(6);
  });

  it('warns when a match has no data, and highlights 100+ and 180', () => {
    expect(noMatchData(matches[2]!)).toBe('No data available for the match between Eve and Fay');
    expect([99, 100, 179, 180].map(visitHighlight)).toEqual([null, 'ton', 'ton', 'max']);
  });
});

describe("each player's figures for the night", () => {
  it('reads the scoring statistics over every leg the player threw: hosts first', () => {
    const figures = nightFigures(matches);
    expect(figures.map((f) => f.name)).toEqual(['Ann', 'Cat', 'Bea', 'Dee']);
    const [annF, , beaF, deeF] = figures;
    expect(annF).toMatchObject({
      matches: 1,
      legsPlayed: 3,
      legsWon: 2,
      count100: 7,
      count140: 1,
      count180: 1,
      bestLegDarts: 12,
    });
    expect(formatAverage(annF!.average)).toBe('90.23');
    expect(formatAverage(annF!.first9Average)).toBe('99.00');
    // Ann had a finish left in legs 1 and 3 and took both; leg 2 never came below 330.
    expect(formatPercent(annF!.checkoutPercent)).toBe('100.0%');
    expect(formatAverage(beaF!.first9Average)).toBe('86.67');
    expect(beaF).toMatchObject({ legsWon: 1, bestLegDarts: 12, count140: 3 });
    // Dee began a visit on 101 (a finish) and did not take it.
    expect(formatPercent(deeF!.checkoutPercent)).toBe('0.0%');
    expect(deeF!.bestLegDarts).toBeNull();
  });

  it("adds a player's matches together, reading the opponent's side of each record", () => {
    const twice = superleagueMatches(
      {
        bestOf: 3,
        round: {
          matches: [
            { ...tournamentMatch('a', ann, bea!, null, null), saygId: 'r1' },
            { ...tournamentMatch('b', cat!, bea!, null, null), saygId: 'r1' },
          ],
          matchOptions: [],
          nextRound: null,
        },
      },
      records,
    );
    const beaF = nightFigures(twice).find((f) => f.name === 'Bea')!;
    expect(beaF).toMatchObject({ matches: 2, legsPlayed: 6, legsWon: 2, count140: 6 });
    expect(formatAverage(beaF.average)).toBe('81.75');
  });
});

describe("the night's running averages", () => {
  it('runs the host and the opponent through every recorded match in order', () => {
    const series = nightRunningAverages(matches);
    // Host: Ann's 15 visits then Cat's 2; opponent: Bea's 12 then Dee's 1 (M3 has no record).
    expect(series.visits).toHaveLength(15);
    expect(formatAverage(series.home[0]!)).toBe('180.00');
    // Host: 1173 + 101 points in 39 + 5 darts; opponent: 981 + 50 in 36 + 3.
    expect(formatAverage(series.home[14]!)).toBe('86.86');
    expect(formatAverage(series.away[12]!)).toBe('79.31');
    expect(series.away.slice(13)).toEqual([null, null]);
  });
});

describe('setting up the master draw', () => {
  it('adds a match of two free sides and removes one with its options', () => {
    const t = {
      sides: [ann, bea!, cat!, { ...dee!, noShow: true }],
      round: null as TournamentRound | null,
      bestOf: 3,
    };
    expect(freeSides(t).map((s) => s.name)).toEqual(['Ann', 'Bea', 'Cat']);
    const one = addSuperleagueMatch(t, ann, bea!, 'new');
    expect(one.round?.matches.map((m) => [m.id, m.sideA?.name, m.sideB?.name])).toEqual([
      ['new', 'Ann', 'Bea'],
    ]);
    expect(one.round?.matchOptions).toEqual([null]);
    expect(freeSides(one).map((s) => s.name)).toEqual(['Cat']);
    const two = addSuperleagueMatch({ ...one, round: { ...one.round!, matchOptions: [] } }, cat!, ann, 'x');
    expect(two.round?.matchOptions).toEqual([null, null]);
    expect(removeSuperleagueMatch(two, 0).round?.matches.map((m) => m.id)).toEqual(['x']);
    expect(removeSuperleagueMatch(two, 5)).toBe(two);
  });
});
