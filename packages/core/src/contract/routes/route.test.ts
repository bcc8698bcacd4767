import { describe, expect, it } from 'vitest';
import { FIXTURE_ROUTES } from './fixture';
import { photoUrl } from './photo';
import { fillPath, wirePaths } from './route';
import { TEAM_ROUTES } from './team';

describe('the route map', () => {
  it('fills each :name segment of a declared path, encoded', () => {
    expect(fillPath(TEAM_ROUTES.removeSeason.path, { id: 'a/b c', seasonId: 's?1' })).toBe(
      '/api/Team/a%2Fb%20c/s%3F1',
    );
    expect(fillPath(FIXTURE_ROUTES.deleteUnplayed.path, { seasonId: 's1', executeDelete: true })).toBe(
      '/api/Game/s1/UnplayedLeagueFixtures/true',
    );
  });

  it('answers on the path the web builds first, then on the other wire paths', () => {
    expect(wirePaths(FIXTURE_ROUTES.list)).toEqual(['/api/Game/', '/api/Game']);
    expect(wirePaths(FIXTURE_ROUTES.get)).toEqual(['/api/Game/:id']);
  });

  it("addresses a photo's bytes, scaled when a height is given", () => {
    expect(photoUrl('p1')).toBe('/api/Photo/p1');
    expect(photoUrl('p1', 50)).toBe('/api/Photo/p1/50');
  });
});
