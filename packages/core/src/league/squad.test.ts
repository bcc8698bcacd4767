import { describe, expect, it } from 'vitest';
import { initialsOf, playerNames, seasonSquad } from './squad';
import { team, teamPlayer } from './testBuilders';

describe("a team's squad for a season", () => {
  const ann = teamPlayer('p1', 'Ann');
  const gone = teamPlayer('p2', 'Gone', { deleted: '2026-01-01' });
  const crown = team('t', 'Crown', 'div-1', [ann, gone]);

  it("is the season's live registration's players, removed players left out", () => {
    expect(seasonSquad(crown, 'season')).toEqual([ann]);
  });

  it('is empty for another season, a removed registration, no season or no team', () => {
    expect(seasonSquad(crown, 'other')).toEqual([]);
    expect(seasonSquad({ seasons: [{ ...crown.seasons[0]!, deleted: '2026-01-01' }] }, 'season')).toEqual([]);
    expect(seasonSquad(crown, null)).toEqual([]);
    expect(seasonSquad(null, 'season')).toEqual([]);
  });
});

describe('playerNames', () => {
  it('takes one name per line and ignores blank lines', () => {
    expect(playerNames(' Ann \n\n  \r\nBob\n')).toEqual(['Ann', 'Bob']);
  });
});

describe('a name shown by initials only', () => {
  it('keeps the first letter of each word, capitalised', () => {
    expect(initialsOf('Ann Smith')).toBe('A. S.');
    expect(initialsOf('  ann  de vries ')).toBe('A. D. V.');
    expect(initialsOf('Zoë')).toBe('Z.');
    expect(initialsOf('Ólafur Þórsson')).toBe('Ó. Þ.');
    expect(initialsOf('')).toBe('');
  });
});
