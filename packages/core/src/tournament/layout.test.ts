import { describe, expect, it } from 'vitest';
import { bracketLayout, roundList, slotSide, slotText, type BracketLayout } from './layout';
import { makeSides } from './testSides';
import type { TournamentMatch, TournamentRound, TournamentSide } from './types';
import { tournamentMatch } from '../league/testBuilders';

/** Each round as "A v B" lines of what the sheet shows. */
function picture(layout: BracketLayout): string[][] {
  return layout.rounds.map((r) => [
    r.name,
    ...r.matches.map((m) => `${m.mnemonic} ${m.onTheNight}: ${slotText(m.sideA)} v ${slotText(m.sideB)}`),
  ]);
}

const round = (matches: TournamentMatch[], nextRound: TournamentRound | null = null): TournamentRound => ({
  matches,
  matchOptions: [],
  nextRound,
});

describe('bracketLayout without saved rounds', () => {
  it('has no rounds for fewer than two sides', () => {
    expect(bracketLayout({ sides: [], round: null, bestOf: null }).rounds).toEqual([]);
    expect(bracketLayout({ sides: makeSides(1), round: null, bestOf: null }).rounds).toEqual([]);
  });

  it('pairs two sides in a final', () => {
    expect(picture(bracketLayout({ sides: makeSides(2), round: null, bestOf: null }))).toEqual([
      ['Final', 'M1 2: Side 0 v Side 1'],
    ]);
  });

  it('plays a preliminary round down to the lower power of two (5 sides)', () => {
    const layout = bracketLayout({ sides: makeSides(5), round: null, bestOf: null });
    expect(picture(layout)).toEqual([
      ['Preliminary round', 'M1 5: Side 0 v Side 1'],
      ['Semi-Final', 'M2 4: Side 2 v Side 3', 'M3 3: Side 4 v winner(M1)'],
      ['Final', 'M4 2: winner(M2) v winner(M3)'],
    ]);
    const semi = layout.rounds[1]!.matches[0]!;
    expect(semi.sideA).toMatchObject({ kind: 'side', label: 'C', bye: true, recorded: false });
    expect(layout.rounds[0]!.matches[0]!.sideA).toMatchObject({ label: 'A', bye: false });
    expect(layout.rounds[1]!.preliminary).toBe(false);
    expect(layout.rounds[0]!.preliminary).toBe(true);
  });

  it('pairs preliminary winners when they outnumber the byes (7 sides)', () => {
    expect(picture(bracketLayout({ sides: makeSides(7), round: null, bestOf: null }))).toEqual([
      ['Preliminary round', 'M1 7: Side 0 v Side 1', 'M2 6: Side 2 v Side 3', 'M3 5: Side 4 v Side 5'],
      ['Semi-Final', 'M4 4: Side 6 v winner(M1)', 'M5 3: winner(M2) v winner(M3)'],
      ['Final', 'M6 2: winner(M4) v winner(M5)'],
    ]);
  });

  it('lays out 12 sides: four preliminary matches into the quarter-finals', () => {
    const layout = bracketLayout({ sides: makeSides(12), round: null, bestOf: null });
    expect(picture(layout)).toEqual([
      [
        'Preliminary round',
        'M1 12: Side 0 v Side 1',
        'M2 11: Side 2 v Side 3',
        'M3 10: Side 4 v Side 5',
        'M4 9: Side 6 v Side 7',
      ],
      [
        'Quarter-Final',
        'M5 8: Side 8 v winner(M1)',
        'M6 7: Side 9 v winner(M2)',
        'M7 6: Side 10 v winner(M3)',
        'M8 5: Side 11 v winner(M4)',
      ],
      ['Semi-Final', 'M9 4: winner(M5) v winner(M6)', 'M10 3: winner(M7) v winner(M8)'],
      ['Final', 'M11 2: winner(M9) v winner(M10)'],
    ]);
  });

  it.each([
    [8, ['Quarter-Final', 'Semi-Final', 'Final']],
    [16, ['Round 1', 'Quarter-Final', 'Semi-Final', 'Final']],
    [17, ['Preliminary round', 'Round 1', 'Quarter-Final', 'Semi-Final', 'Final']],
    [64, ['Round 1', 'Round 2', 'Round 3', 'Quarter-Final', 'Semi-Final', 'Final']],
    [100, ['Preliminary round', 'Round 1', 'Round 2', 'Round 3', 'Quarter-Final', 'Semi-Final', 'Final']],
  ])('names the rounds of %i sides', (count, names) => {
    expect(
      bracketLayout({ sides: makeSides(count), round: null, bestOf: null }).rounds.map((r) => r.name),
    ).toEqual(names);
  });

  it('leaves no-shows out and labels the playing sides A.., then AA..', () => {
    const sides = makeSides(30).map((s, i) => (i === 1 ? { ...s, noShow: true } : s));
    const layout = bracketLayout({ sides, round: null, bestOf: null });
    expect(layout.sides.map((s) => s.label).slice(0, 3)).toEqual(['A', null, 'B']);
    expect(layout.sides.map((s) => s.label).slice(26)).toEqual(['Z', 'AA', 'AB', 'AC']);
    const placed = layout.rounds.flatMap((r) =>
      r.matches.flatMap((m) => [slotSide(m.sideA), slotSide(m.sideB)]),
    );
    expect(placed.some((s) => s?.id === 's1')).toBe(false);
    expect(layout.rounds[0]!.matches).toHaveLength(29 - 16);
  });
});

describe('bracketLayout with saved rounds', () => {
  const sides = makeSides(4);
  const [a, b, c, d] = sides as [TournamentSide, TournamentSide, TournamentSide, TournamentSide];

  it('shows saved sides and scores, and puts winners in place of the placeholders', () => {
    const layout = bracketLayout({
      sides,
      round: round([tournamentMatch('m1', a, b, 3, 1), tournamentMatch('m2', c, d, 2, 2)]),
      bestOf: null,
    });
    const [semi1, semi2] = layout.rounds[0]!.matches as [never, never];
    expect(semi1).toMatchObject({ scoreA: 3, scoreB: 1, winner: 'sideA', numberOfLegs: 5 });
    expect(semi1).toHaveProperty('sideA', { kind: 'side', side: a, label: 'A', recorded: true, bye: false });
    expect(semi2).toMatchObject({ winner: null });
    const final = layout.rounds[1]!.matches[0]!;
    expect(final.sideA).toMatchObject({
      kind: 'winner',
      of: 'M1',
      placeholder: 'winner(M1)',
      side: a,
      label: 'A',
    });
    expect(final.sideB).toMatchObject({ kind: 'winner', of: 'M2', side: null });
    expect(slotText(final.sideA)).toBe('Side 0');
    expect(slotText(final.sideB)).toBe('winner(M2)');
    expect(final.match).toBeNull();
    expect(layout.winner).toBeNull();
  });

  it('finds the venue winner in the final, with the round options or bestOf for the legs', () => {
    const final = { ...round([tournamentMatch('f', a, c, 2, 1)]) };
    const rounds = round([tournamentMatch('m1', a, b, 4, 0), tournamentMatch('m2', c, d, 4, 1)], final);
    expect(bracketLayout({ sides, round: rounds, bestOf: 7 }).winner).toBeNull();
    expect(bracketLayout({ sides, round: rounds, bestOf: 3 }).winner).toBe(a);
    const withOption = {
      ...rounds,
      nextRound: { ...final, matchOptions: [{ playerCount: 1, startingScore: 501, numberOfLegs: 3 }] },
    };
    const layout = bracketLayout({ sides, round: withOption, bestOf: 7 });
    expect(layout.winner).toBe(a);
    expect(layout.rounds[1]!.matches[0]!.numberOfLegs).toBe(3);
    expect(layout.rounds[0]!.matches[0]!.numberOfLegs).toBe(7);
  });

  it('does not propose a side the saved round already holds elsewhere', () => {
    const layout = bracketLayout({
      sides,
      round: round([tournamentMatch('m1', a, c, null, null)]),
      bestOf: null,
    });
    const second = layout.rounds[0]!.matches[1]!;
    expect(second.sideA).toEqual({ kind: 'empty' });
    expect(second.sideB).toMatchObject({ kind: 'side', side: d, recorded: false });
  });

  it('falls back to the planned slot for a saved match missing a side', () => {
    const layout = bracketLayout({
      sides,
      round: round([tournamentMatch('m1', a, null, null, null)]),
      bestOf: null,
    });
    expect(layout.rounds[0]!.matches[0]!.sideB).toMatchObject({ kind: 'side', side: b, recorded: false });
  });

  it('keeps saved matches and rounds beyond the bracket', () => {
    const e = makeSides(5)[4]!;
    const extra = round([
      tournamentMatch('x', a, b, 3, 0),
      tournamentMatch('y', c, d, 0, 3),
      tournamentMatch('z', e, null, 3, 0),
    ]);
    const layout = bracketLayout({
      sides,
      round: { ...extra, nextRound: round([], round([tournamentMatch('q', a, d, 0, 0)])) },
      bestOf: null,
    });
    expect(layout.rounds[0]!.matches[2]).toMatchObject({ mnemonic: null, onTheNight: null, winner: 'sideA' });
    expect(layout.rounds[0]!.matches[2]!.sideA).toMatchObject({ side: e, label: null });
    expect(layout.rounds[0]!.matches[2]!.sideB).toEqual({ kind: 'empty' });
    expect(layout.rounds.map((r) => r.name)).toEqual(['Semi-Final', 'Final', 'Final']);
    expect(layout.rounds[1]!.matches).toHaveLength(1);
    expect(layout.winner).toBeNull();
  });

  it('lists the saved rounds of the chain', () => {
    const last = round([]);
    const first = round([], last);
    expect(roundList(null)).toEqual([]);
    expect(roundList(first)).toEqual([first, last]);
  });
});
