import { describe, expect, it } from 'vitest';
import { sameTeamName, teamNameTaken, teamNameTakenMessage } from './teamNames';

const team = (id: string, name: string, seasonIds: string[], deleted: string | null = null) => ({
  id,
  name,
  seasons: seasonIds.map((seasonId) => ({ seasonId, deleted })),
});

describe('team names in a season', () => {
  it('are the same ignoring case, outer spaces and runs of spaces', () => {
    expect(sameTeamName('The Crown', '  the   CROWN ')).toBe(true);
    expect(sameTeamName('The\tCrown', 'the crown')).toBe(true);
    expect(sameTeamName('The Crown', 'TheCrown')).toBe(false);
    expect(sameTeamName('The Crown', 'The Crown B')).toBe(false);
  });

  it('finds another team of the season under the same name', () => {
    const teams = [team('a', 'The Crown', ['s1']), team('b', 'The Bell', ['s2'])];
    expect(teamNameTaken(teams, 's1', 'the crown ', null)?.id).toBe('a');
    expect(teamNameTaken(teams, 's2', 'The Crown', null)).toBeUndefined();
    expect(teamNameTaken(teams, 's1', 'The Crown', 'a')).toBeUndefined();
    expect(teamNameTaken(teams, 's2', 'THE BELL', 'a')?.id).toBe('b');
  });

  it('ignores a team removed from the season', () => {
    const teams = [team('a', 'The Crown', ['s1'], '2026-01-01T00:00:00Z')];
    expect(teamNameTaken(teams, 's1', 'The Crown', null)).toBeUndefined();
  });

  it('says which team has the name', () => {
    expect(teamNameTakenMessage('The Crown', 'Winter 2026')).toBe(
      'A team called The Crown is already in the Winter 2026 season: choose another name',
    );
  });
});
