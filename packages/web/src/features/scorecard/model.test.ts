import { describe, expect, it } from 'vitest';
import type { Team } from '@darts/core/contract/team';
import { access, buildAccount } from '#web/test/builders';
import { accessLevelOf, clerkSideOf, squadOf } from './model';

const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };
const game = {
  home: { id: 'home', name: 'Crown', manOfTheMatch: null },
  away: { id: 'away', name: 'Anchor', manOfTheMatch: null },
};

describe('scorecard access level', () => {
  it('is admin with manageScores, whatever the team', () => {
    expect(accessLevelOf(buildAccount({ access: access('manageScores') }), game)).toBe('admin');
  });

  it("is clerk with inputResults and one of the fixture's teams", () => {
    const clerk = buildAccount({ teamId: 'away', access: access('inputResults') });
    expect(accessLevelOf(clerk, game)).toBe('clerk');
    expect(clerkSideOf(clerk, game)).toBe('away');
  });

  it('is readonly otherwise', () => {
    expect(accessLevelOf(null, game)).toBe('readonly');
    expect(accessLevelOf(buildAccount({ teamId: 'other', access: access('inputResults') }), game)).toBe(
      'readonly',
    );
    expect(accessLevelOf(buildAccount({ teamId: 'home' }), game)).toBe('readonly');
  });
});

describe('squads', () => {
  const team = (seasons: Team['seasons']): Team => ({
    ...audit,
    id: 't',
    name: 'Crown',
    address: '',
    seasons,
  });
  const player = (id: string, name: string, deleted: string | null = null) => ({
    ...audit,
    deleted,
    id,
    name,
    captain: false,
    emailAddress: null,
    gender: null,
  });

  it("lists the season's players by name, without deleted ones", () => {
    const squad = squadOf(
      team([
        {
          ...audit,
          id: 'ts',
          seasonId: 's1',
          divisionId: 'd',
          players: [player('2', 'zoe'), player('1', 'Amy'), player('3', 'Old', 'x')],
        },
      ]),
      's1',
      'home',
    );
    expect(squad.players).toEqual([
      { id: '1', name: 'Amy' },
      { id: '2', name: 'zoe' },
    ]);
  });

  it('names what is missing', () => {
    expect(squadOf(null, 's1', 'home').problem).toBe('home team could not be found');
    expect(squadOf(team([]), 's1', 'away').problem).toBe('away team has no seasons');
    expect(
      squadOf(team([{ ...audit, id: 'ts', seasonId: 's2', divisionId: null, players: [] }]), 's1', 'away')
        .problem,
    ).toBe('away team has not registered for this season');
  });
});
