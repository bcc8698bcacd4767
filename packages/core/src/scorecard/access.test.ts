import { describe, expect, it } from 'vitest';
import { canRecordGameScores, clerkSide, isClerkOf, recorderOf, scorecardAccess } from './access';

const game = { home: { id: 'home' }, away: { id: 'away' } };
const clerkOf = (teamId: string | null) => ({ inputResults: true, teamId });

describe("the fixture's clerk", () => {
  it('is InputResults with the account on one of the two teams, for that side', () => {
    expect(clerkSide(clerkOf('home'), game)).toBe('home');
    expect(clerkSide(clerkOf('away'), game)).toBe('away');
    expect(isClerkOf(clerkOf('away'), 'away')).toBe(true);
  });

  it('is nobody without InputResults, without a team, on another team, or anonymous', () => {
    for (const recorder of [{ inputResults: false, teamId: 'home' }, clerkOf(null), clerkOf('other'), null]) {
      expect(clerkSide(recorder, game)).toBeNull();
      expect(isClerkOf(recorder, 'home')).toBe(false);
    }
  });

  it('ManageScores is no clerk (the admin records both sides)', () => {
    expect(clerkSide({ manageScores: true, teamId: 'home' }, game)).toBeNull();
    expect(canRecordGameScores(game, { manageScores: true })).toBe(true);
  });
});

describe('scorecard access', () => {
  it('is admin with ManageScores whatever the team, clerk for a clerk of either team, else readonly', () => {
    expect(scorecardAccess({ manageScores: true, inputResults: true, teamId: 'home' }, game)).toBe('admin');
    expect(scorecardAccess(clerkOf('away'), game)).toBe('clerk');
    expect(scorecardAccess(clerkOf('other'), game)).toBe('readonly');
    expect(scorecardAccess({ teamId: 'home' }, game)).toBe('readonly');
    expect(scorecardAccess(null, game)).toBe('readonly');
  });

  it('reads an account: its access flags and team', () => {
    const account = {
      access: { manageScores: false, inputResults: true, manageGames: true },
      teamId: 'away',
    };
    expect(recorderOf(account)).toEqual({ manageScores: false, inputResults: true, teamId: 'away' });
    expect(recorderOf(null)).toBeNull();
    expect(recorderOf(undefined)).toBeNull();
  });
});
