import { describe, expect, it } from 'vitest';
import { boardCsv } from './csv';

/* A leaderboard's CSV: a spreadsheet reads it as UTF-8, quotes what needs it, and runs no formula. */

describe('a leaderboard as CSV', () => {
  it('ranks the rows under a header, averages to 2 places, quoting commas and keeping formulas as text', () => {
    const csv = boardCsv('average', [
      { playerId: 'a', name: 'Smith, Ann', value: 93.3157, legs: 8 },
      { playerId: 'b', name: '=HYPERLINK("http://x")', value: 60, legs: 6 },
      { playerId: 'c', name: 'Zoë', value: 45, legs: 6 },
    ]);
    expect(csv.split('\n')).toEqual([
      '\ufeffRank,Player,3-dart average,Legs',
      '1,"Smith, Ann",93.32,8',
      `2,"'=HYPERLINK(""http://x"")",60.00,6`,
      '3,Zoë,45.00,6',
      '',
    ]);
  });

  it('gives counts as whole numbers', () => {
    expect(boardCsv('oneEighties', [{ playerId: 'a', name: 'Ann', value: 4, legs: 2 }])).toBe(
      '\ufeffRank,Player,180s,Legs\n1,Ann,4,2\n',
    );
  });
});
