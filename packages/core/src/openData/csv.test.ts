import { describe, expect, it } from 'vitest';
import { csvFileName, csvOf, csvOfRows } from './csv';

describe('CSV a spreadsheet opens as it is', () => {
  it('writes a byte-order mark, the header row and each row, quoting what needs it', () => {
    expect(
      csvOfRows(
        ['Team', 'Pts'],
        [
          ['Bell, "Upper"', 17],
          ['Oak', null],
        ],
      ),
    ).toBe('\ufeffTeam,Pts\n"Bell, ""Upper""",17\nOak,\n');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvOfRows(['Name'], [['=SUM(A1)'], ['+44 1234'], ['-1+A2'], ['@home'], ['\tx'], ['Plain']])).toBe(
      "\ufeffName\n'=SUM(A1)\n'+44 1234\n'-1+A2\n'@home\n'\tx\nPlain\n",
    );
  });

  it('leaves a negative number and a dash for nothing as they are', () => {
    expect(
      csvOfRows(
        ['Diff', 'Avg'],
        [
          ['-5', '-'],
          ['-1.5', '98.70'],
        ],
      ),
    ).toBe('\ufeffDiff,Avg\n-5,-\n-1.5,98.70\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(csvOfRows(['Rank', 'Player'], [])).toBe('\ufeffRank,Player\n');
  });

  it('writes rows of any kind through their columns', () => {
    const columns = [
      { header: 'Name', value: (r: { name: string; legs: number }) => r.name },
      { header: 'Legs', value: (r: { name: string; legs: number }) => r.legs },
    ];
    expect(csvOf(columns, [{ name: 'Sam', legs: 3 }])).toBe('\ufeffName,Legs\nSam,3\n');
  });

  it('names a file from its parts', () => {
    expect(csvFileName('Premier', 'table', 'Winter 2026/27')).toBe('premier-table-winter-2026-27.csv');
  });
});
