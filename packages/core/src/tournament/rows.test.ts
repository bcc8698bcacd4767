import { describe, expect, it } from 'vitest';
import { proposedVenueRows, tournamentPlayerIds, tournamentRow, tournamentType } from './rows';
import {
  ann,
  annSide,
  bea,
  beaSide,
  cat,
  side,
  team,
  tournament,
  tournamentMatch,
} from '../league/testBuilders';

const pair = side('sp', 'Ann & Bea', [ann, bea]);

describe('tournamentType', () => {
  it.each([
    ['Mixed doubles', [annSide], 'Mixed doubles'],
    [null, [annSide, beaSide], 'Singles'],
    ['', [pair], 'Pairs'],
    [null, [side('s3', 'Three', [ann, bea, cat])], 'Tournament'],
    [null, [], 'Tournament'],
  ])('type %j with sides %# -> %s', (type, sides, expected) => {
    expect(tournamentType({ type, sides })).toBe(expected);
  });
});

describe('tournament rows', () => {
  it('lists players once, the first round and the opponent of a single-round tournament only', () => {
    const t = tournament('t', '2024-01-10T00:00:00', {
      sides: [annSide, pair],
      opponent: 'Visitors',
      round: {
        matches: [tournamentMatch('m', annSide, side('sc', 'Cat', [cat]), 1, 0)],
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
