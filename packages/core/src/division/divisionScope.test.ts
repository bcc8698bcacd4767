import { describe, expect, it } from 'vitest';
import { divisionDataSchema } from '../contract/divisionData';
import { findSeason, resolveDivisionScope } from './divisionScope';
import { division, season } from '../league/testBuilders';

const one = division('d1', 'One');
const two = division('d2', 'Two', { superleague: true });
const gone = division('d3', 'Gone', { deleted: '2024-03-05T19:03:22Z' });
const divisions = [one, two, gone];

const autumn = season({ id: 'autumn', startDate: '2023-09-01', endDate: '2023-12-31', divisionIds: ['d1'] });
const winter = season({
  id: 'winter',
  startDate: '2024-01-01',
  endDate: '2024-06-30',
  divisionIds: ['d1', 'd2'],
});
const longWinter = season({
  id: 'long',
  startDate: '2024-01-01',
  endDate: '2024-08-31',
  divisionIds: ['d2'],
});
const removed = season({
  id: 'removed',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  divisionIds: ['d1'],
  deleted: '2024-01-02',
});
const seasons = [autumn, winter, longWinter, removed];

const request = (overrides: Partial<Parameters<typeof resolveDivisionScope>[0]> = {}) => ({
  divisionIds: ['d1'],
  seasonId: null,
  date: null,
  today: '2024-02-01',
  ...overrides,
});

describe('findSeason', () => {
  it.each([
    ['by id', { seasonId: 'autumn', divisionIds: [] }, 'autumn'],
    ['a deleted season is never found', { seasonId: 'removed', divisionIds: [] }, null],
    ['running today for the division', { divisionIds: ['d1'] }, 'winter'],
    ['the latest end date wins', { divisionIds: ['d1', 'd2'] }, 'long'],
    ['running on the date filter', { divisionIds: ['d1'], date: '2023-10-10' }, 'autumn'],
    ['none running', { divisionIds: ['d1'], date: '2025-01-01' }, null],
  ])('%s', (_label, overrides, expected) => {
    expect(
      findSeason(seasons, { seasonId: null, date: null, today: '2024-02-01', ...overrides })?.id ?? null,
    ).toBe(expected);
  });
});

describe('resolveDivisionScope', () => {
  it('resolves the divisions and the season', () => {
    expect(resolveDivisionScope(request(), divisions, seasons)).toEqual({
      ok: true,
      divisions: [one],
      season: winter,
    });
  });

  it('needs a division or a season', () => {
    const scope = resolveDivisionScope(request({ divisionIds: [] }), divisions, seasons);
    expect(scope).toMatchObject({
      ok: false,
      data: {
        name: '<0 divisions>',
        dataErrors: [{ message: 'SeasonId and/or DivisionId must be supplied' }],
      },
    });
  });

  it('names every missing or deleted division in one error', () => {
    const scope = resolveDivisionScope(request({ divisionIds: ['d1', 'd9', 'd3'] }), divisions, seasons);
    expect(scope.ok).toBe(false);
    if (scope.ok) return;
    expect(scope.data.dataErrors.map((e) => e.message)).toEqual([
      'Requested division (d9) was not found, Requested division (Gone / d3) has been deleted 5 Mar 2024 19:03:22',
    ]);
    expect(() => divisionDataSchema.parse(scope.data)).not.toThrow();
  });

  it.each([
    [['d1'], 'One', 'd1', false],
    [['d1', 'd2'], 'One & Two', null, false],
  ])('says "Season not found" for %j, named %s', (divisionIds, name, id, superleague) => {
    const scope = resolveDivisionScope(request({ divisionIds, date: '2030-01-01' }), divisions, seasons);
    expect(scope).toEqual({
      ok: false,
      data: {
        id,
        name,
        updated: null,
        superleague,
        season: null,
        teams: [],
        players: [],
        fixtures: [],
        dataErrors: [
          { message: 'Season not found', gameId: null, tournamentId: null, teamId: null, playerId: null },
        ],
      },
    });
  });

  it('names a season-only miss "<all divisions>"', () => {
    const scope = resolveDivisionScope(request({ divisionIds: [], seasonId: 'nope' }), divisions, seasons);
    expect(scope).toMatchObject({
      ok: false,
      data: { name: '<all divisions>', dataErrors: [{ message: 'Season not found' }] },
    });
  });
});
