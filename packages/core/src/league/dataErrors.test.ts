import { describe, expect, it } from 'vitest';
import {
  crossDivisionTeamMessage,
  dataError,
  divisionDeletedMessage,
  divisionNotFoundMessage,
  formatStamp,
  matchPrefix,
  oneScoreMessage,
} from './dataErrors';

describe('data error texts', () => {
  it('fills every id, null when not given', () => {
    expect(dataError('x', { teamId: 't' })).toEqual({
      message: 'x',
      gameId: null,
      tournamentId: null,
      teamId: 't',
      playerId: null,
    });
  });

  it.each([
    [0, 1, 1, 'Singles match 1 between H and A'],
    [4, 1, 1, 'Singles match 5 between H and A'],
    [5, 2, 2, 'Pairs match between H and A'],
    [7, 3, 3, 'Triples match between H and A'],
    [7, 0, 0, 'Match between H and A'],
    [2, 2, 1, 'Singles match 3 between H and A'],
  ])('prefix of match %i with %i v %i players', (index, h, a, text) => {
    expect(matchPrefix(index, h, a, 'H', 'A')).toBe(text);
  });

  it('prints a missing score as nothing', () => {
    expect(oneScoreMessage('P', 3, null)).toBe(
      'P has only one score 3-, both are required to ensure the team/players table are rendered correctly',
    );
  });

  it('words division and team problems', () => {
    expect(divisionNotFoundMessage('d1')).toBe('Requested division (d1) was not found');
    expect(divisionDeletedMessage('One', 'd1', '2024-03-05T19:03:22.123Z')).toBe(
      'Requested division (One / d1) has been deleted 5 Mar 2024 19:03:22',
    );
    expect(crossDivisionTeamMessage('t9')).toBe('Potential cross-division team found: t9');
    expect(formatStamp('not a date')).toBe('not a date');
  });
});
