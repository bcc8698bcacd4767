import { describe, expect, it } from 'vitest';
import {
  proposedVenueRows,
  tournamentPlayerIds,
  tournamentRow,
  tournamentType,
  tournamentWinner,
} from './rows';
import { side, team, tournament, tournamentMatch } from '../league/testBuilders';

const ann = { id: 'ann', name: 'Ann' };
const bea = { id: 'bea', name: 'Bea' };
const cat = { id: 'cat', name: 'Cat' };
const sA = side('sa', 'Ann', [ann]);
const sB = side('sb', 'Bea', [bea]);
const pair = side('sp', 'Ann & Bea', [ann, bea]);

describe('tournamentType', () => {
  it.each([
    ['Mixed doubles', [sA], 'Mixed doubles'],
    [null, [sA, sB], 'Singles'],
    ['', [pair], 'Pairs'],
    [null, [side('s3', 'Three', [ann, bea, cat])], 'Tournament'],
    [null, [], 'Tournament'],
  ])('type %j with sides %# -> %s', (type, sides, expected) => {
    expect(tournamentType({ type, sides })).toBe(expected);
  });
});

describe('tournamentWinner', () => {
  const final = (scoreA: number | null, scoreB: number | null, legs: number | null = null) => ({
    matches: [tournamentMatch('f', sA, sB, scoreA, scoreB)],
    matchOptions: legs === null ? [] : [{ playerCount: 1, startingScore: 501, numberOfLegs: legs }],
    nextRound: null,
  });

  it.each([
    ['A above half of the final legs (3)', final(2, 1, 3), null, 'Ann'],
    ['B above half of bestOf (7)', final(1, 4), 7, 'Bea'],
    ['3 of the default 5 legs', final(3, 0), null, 'Ann'],
    ['not finished: 2 of 5', final(2, 1), null, null],
    ['no scores', final(null, null), null, null],
  ])('%s', (_label, round, bestOf, winner) => {
    expect(tournamentWinner(tournament('t', '2024-01-10', { round, bestOf }))?.name ?? null).toBe(winner);
  });

  it('takes the last round, and only when it has a single match', () => {
    const semis = {
      matches: [tournamentMatch('m1', sA, sB, 3, 0), tournamentMatch('m2', sA, sB, 3, 0)],
      matchOptions: [],
      nextRound: null,
    };
    expect(tournamentWinner(tournament('t', '2024-01-10', { round: semis }))).toBeNull();
    expect(
      tournamentWinner(tournament('t', '2024-01-10', { round: { ...semis, nextRound: final(0, 3) } }))?.name,
    ).toBe('Bea');
    expect(
      tournamentWinner(tournament('t', '2024-01-10', { round: final(3, 0), singleRound: true })),
    ).toBeNull();
  });
});

describe('tournament rows', () => {
  it('lists players once, the first round and the opponent of a single-round tournament only', () => {
    const t = tournament('t', '2024-01-10T00:00:00', {
      sides: [sA, pair],
      opponent: 'Visitors',
      round: {
        matches: [tournamentMatch('m', sA, side('sc', 'Cat', [cat]), 1, 0)],
        matchOptions: [],
        nextRound: null,
      },
    });
    expect(tournamentPlayerIds(t)).toEqual(['ann', 'bea', 'cat']);
    const row = tournamentRow(t);
    expect(row).toMatchObject({
      id: 't',
      date: '2024-01-10',
      type: 'Singles',
      opponent: null,
      proposed: false,
      winningSide: null,
    });
    expect(row.firstRoundMatches.map((m) => [m.sideA?.name, m.sideB?.name, m.scoreA, m.scoreB])).toEqual([
      ['Ann', 'Cat', 1, 0],
    ]);
    expect(tournamentRow({ ...t, singleRound: true }).opponent).toBe('Visitors');
  });

  it('proposes each unused venue once', () => {
    const teams = [
      team('1', 'Bell', 'd', [], { address: 'Bell Inn' }),
      team('2', 'Bell B', 'd', [], { address: 'bell inn ' }), // the same venue
      team('3', 'Crown', 'd', [], { address: 'Crown Inn' }),
      team('4', 'Town Hall', 'd', [], { address: 'Elsewhere' }), // its name is a venue in use
    ];
    const rows = proposedVenueRows(teams, ['Town Hall'], '2024-01-10');
    expect(rows.map((r) => [r.address, r.proposed, r.id, r.date])).toEqual([
      ['Bell Inn', true, null, '2024-01-10'],
      ['Crown Inn', true, null, '2024-01-10'],
    ]);
  });
});
