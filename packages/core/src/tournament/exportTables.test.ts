import { describe, expect, it } from 'vitest';
import { tournamentExportTables } from './exportTables';
import type { TournamentMatch, TournamentRound, TournamentSide } from './types';

const side = (id: string, teamId: string | null): TournamentSide => ({
  id,
  name: id,
  teamId,
  players: [],
  noShow: false,
});

const match = (id: string, saygId: string | null): TournamentMatch => ({
  id,
  sideA: null,
  sideB: null,
  scoreA: null,
  scoreB: null,
  saygId,
});

const round = (matches: TournamentMatch[], nextRound: TournamentRound | null = null): TournamentRound => ({
  matches,
  matchOptions: [],
  nextRound,
});

describe("a tournament's export", () => {
  it("asks for the tournament, its season, division, teams and every round's leg-by-leg records", () => {
    const tables = tournamentExportTables({
      id: 'tn',
      seasonId: 's1',
      divisionId: 'd1',
      sides: [side('a', 't1'), side('b', null), side('c', 't1'), side('d', 't2')],
      round: round([match('m1', 'sayg1'), match('m2', null)], round([match('m3', 'sayg2')])),
    });
    expect(tables).toEqual({
      tournament: ['tn'],
      season: ['s1'],
      division: ['d1'],
      team: ['t1', 't2'],
      sayg: ['sayg1', 'sayg2'],
    });
  });

  it("asks for a planned format's results' leg-by-leg records", () => {
    const tables = tournamentExportTables({
      id: 'tn',
      seasonId: 's1',
      divisionId: null,
      sides: [side('a', null)],
      round: null,
      results: [
        { matchId: 'W1-1', scoreA: 2, scoreB: 0, saygId: 'sayg3' },
        { matchId: 'W1-2', scoreA: 2, scoreB: 1, saygId: null },
      ],
    });
    expect(tables.sayg).toEqual(['sayg3']);
  });

  it('leaves out a table with nothing to ask for (an empty list would mean the whole table)', () => {
    const tables = tournamentExportTables({
      id: 'tn',
      seasonId: 's1',
      divisionId: null,
      sides: [side('a', null)],
      round: null,
    });
    expect(tables).toEqual({ tournament: ['tn'], season: ['s1'] });
  });
});
