import { describe, expect, it } from 'vitest';
import {
  canEditRound,
  enterMatchSide,
  pickableSides,
  removeMatchSide,
  scoreOptions,
  sidesForRound,
  withBestOf,
} from './rounds';
import { makeSides } from './testSides';
import type { Tournament, TournamentMatch, TournamentRound, TournamentSide } from './types';
import { tournamentMatch } from '../league/testBuilders';

const sides = makeSides(5);
const [a, b, c, d, e] = sides as [
  TournamentSide,
  TournamentSide,
  TournamentSide,
  TournamentSide,
  TournamentSide,
];
const round = (matches: TournamentMatch[], nextRound: TournamentRound | null = null): TournamentRound => ({
  matches,
  matchOptions: [],
  nextRound,
});
const ids = (list: TournamentSide[]) => list.map((s) => s.id);
let counter = 0;
const newId = () => `new${++counter}`;

describe('canEditRound', () => {
  it('needs a saved match in every earlier round', () => {
    expect(canEditRound(null, 0)).toBe(true);
    expect(canEditRound(null, 1)).toBe(false);
    expect(canEditRound(round([]), 1)).toBe(false);
    const first = round([tournamentMatch('m', a, b, 3, 0)]);
    expect(canEditRound(first, 1)).toBe(true);
    expect(canEditRound(first, 2)).toBe(false);
    expect(canEditRound({ ...first, nextRound: round([]) }, 2)).toBe(false);
  });
});

describe('sides for a round', () => {
  const first = round([tournamentMatch('m1', a, b, 1, 3), tournamentMatch('m2', c, d, 2, 2)]);
  const t = { sides: [...sides, { ...makeSides(6)[5]!, noShow: true }], round: first, bestOf: null };

  it('offers every playing side in the first round, no no-shows', () => {
    expect(ids(sidesForRound(t, 0))).toEqual(['s0', 's1', 's2', 's3', 's4']);
  });

  it('offers the winners and the unpicked sides later', () => {
    expect(ids(sidesForRound(t, 1))).toEqual(['s1', 's4']);
    expect(ids(sidesForRound({ ...t, round: null }, 3))).toEqual(ids(sides));
  });

  it('offers a side once per round: not picked in another match, not the opponent', () => {
    expect(ids(pickableSides(t, 0, 0, 'sideA'))).toEqual(['s0', 's4']);
    expect(ids(pickableSides(t, 0, 1, 'sideB'))).toEqual(['s3', 's4']);
    expect(ids(pickableSides(t, 0, 5, 'sideB'))).toEqual(['s4']);
    expect(ids(pickableSides(t, 1, 0, 'sideA'))).toEqual(['s1', 's4']);
  });
});

describe('editing matches', () => {
  it('offers scores from 0 to a winning score', () => {
    expect(scoreOptions(5)).toEqual([0, 1, 2, 3]);
    expect(scoreOptions(7)).toEqual([0, 1, 2, 3, 4]);
    expect(scoreOptions(1)).toEqual([0, 1]);
  });

  it('saves the round as the bracket shows it when first touched, then the entry', () => {
    const t: Pick<Tournament, 'sides' | 'round' | 'bestOf'> = { sides, round: null, bestOf: 7 };
    const entered = enterMatchSide(
      t,
      { roundIndex: 1, matchIndex: 1, designation: 'sideB', side: d, score: 2, numberOfLegs: 3 },
      newId,
    );
    // 5 sides: M1 A v B (preliminary); semi-finals C v D, E v winner(M1)
    const first = entered.round!;
    expect(first.matches).toEqual([]);
    const semis = first.nextRound!;
    expect(semis.matches.map((m) => [m.sideA?.id ?? null, m.sideB?.id ?? null, m.scoreA, m.scoreB])).toEqual([
      ['s2', 's3', null, null],
      [null, 's3', null, 2],
    ]);
    expect(semis.matchOptions).toEqual([null, { playerCount: 1, startingScore: 501, numberOfLegs: 3 }]);
    expect(semis.matches.every((m) => m.id.startsWith('new'))).toBe(true);
    expect(semis.nextRound).toBeNull();
  });

  it('changes an existing match and keeps its option', () => {
    const option = { playerCount: 2, startingScore: 301, numberOfLegs: 5 };
    const t = {
      sides,
      round: { ...round([tournamentMatch('m1', a, b, null, null)]), matchOptions: [option] },
      bestOf: null,
    };
    const entered = enterMatchSide(
      t,
      { roundIndex: 0, matchIndex: 0, designation: 'sideA', side: e, score: 3, numberOfLegs: 7 },
      newId,
    );
    expect(entered.round!.matches[0]).toMatchObject({ id: 'm1', sideA: e, scoreA: 3, sideB: b });
    expect(entered.round!.matchOptions).toEqual([{ ...option, numberOfLegs: 7 }]);
  });

  it('clears a slot, and removes a match left with no sides', () => {
    const t = {
      round: {
        matches: [tournamentMatch('m1', a, b, 3, 1), tournamentMatch('m2', c, d, 0, 0)],
        matchOptions: [null, { playerCount: 1, startingScore: 501, numberOfLegs: 3 }],
        nextRound: round([tournamentMatch('f', a, null, null, null)]),
      },
    };
    const once = removeMatchSide(t, 0, 0, 'sideA');
    expect(once.round!.matches[0]).toMatchObject({ sideA: null, scoreA: null, sideB: b, scoreB: 1 });
    const twice = removeMatchSide(once, 0, 0, 'sideB');
    expect(twice.round!.matches.map((m) => m.id)).toEqual(['m2']);
    expect(twice.round!.matchOptions).toEqual([{ playerCount: 1, startingScore: 501, numberOfLegs: 3 }]);
    expect(removeMatchSide(t, 1, 0, 'sideA').round!.nextRound!.matches).toEqual([]);
    expect(removeMatchSide(t, 3, 0, 'sideA')).toBe(t);
  });

  it('gives a new bestOf to every match option of every round', () => {
    const t = {
      bestOf: 5,
      round: {
        matches: [tournamentMatch('m1', a, b, 3, 1), tournamentMatch('m2', c, d, 0, 0)],
        matchOptions: [{ playerCount: 2, startingScore: 301, numberOfLegs: 3 }],
        nextRound: round([tournamentMatch('f', a, null, null, null)]),
      },
    };
    const changed = withBestOf(t, 9);
    expect(changed.bestOf).toBe(9);
    expect(changed.round!.matchOptions).toEqual([
      { playerCount: 2, startingScore: 301, numberOfLegs: 9 },
      { playerCount: 1, startingScore: 501, numberOfLegs: 9 },
    ]);
    expect(changed.round!.nextRound!.matchOptions).toEqual([
      { playerCount: 1, startingScore: 501, numberOfLegs: 9 },
    ]);
    expect(withBestOf({ bestOf: null, round: null }, 7)).toEqual({ bestOf: 7, round: null });
  });
});
