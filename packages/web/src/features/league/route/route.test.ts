import { describe, expect, it } from 'vitest';
import { buildDivision, buildSeason } from '#web/test/builders';
import { modeSegment, parseMode } from './mode';
import { routeRequest } from './request';
import { resolveRequest } from './resolve';

describe('parseMode', () => {
  it.each([
    [undefined, { kind: 'teams' }],
    ['fixtures', { kind: 'fixtures' }],
    ['PLAYERS', { kind: 'players' }],
    ['reports', { kind: 'reports' }],
    ['health', { kind: 'health' }],
    ['team:The Red Lion', { kind: 'team', team: 'The Red Lion' }],
    ['player:Dave Hopkins@The Red Lion', { kind: 'player', player: 'Dave Hopkins', team: 'The Red Lion' }],
    ['player:1234', { kind: 'player', player: '1234', team: null }],
    ['nonsense', { kind: 'teams' }],
  ])('reads %s', (raw, mode) => {
    expect(parseMode(raw)).toEqual(mode);
  });

  it('writes team and player modes with encoded names', () => {
    expect(modeSegment({ kind: 'player', player: 'Al B', team: 'Crown & Anchor' })).toBe(
      'player:Al%20B@Crown%20%26%20Anchor',
    );
    expect(modeSegment({ kind: 'team', team: 'A/B' })).toBe('team:A%2FB');
  });
});

describe('routeRequest', () => {
  it('reads a division route', () => {
    expect(
      routeRequest(
        '/division/Premier/fixtures/2025',
        { division: 'Premier', mode: 'fixtures', season: '2025' },
        [],
      ),
    ).toEqual({
      divisions: ['Premier'],
      season: '2025',
      mode: { kind: 'fixtures' },
      list: null,
    });
  });

  it('reads a list route with repeated divisions', () => {
    expect(routeRequest('/players/2025/', { season: '2025' }, ['A', ' ', 'B'])).toEqual({
      divisions: ['A', 'B'],
      season: '2025',
      mode: { kind: 'players' },
      list: 'players',
    });
  });
});

describe('resolving ids and names', () => {
  const premier = buildDivision({ name: 'Premier Division' });
  const one = buildDivision({ name: 'Division One' });
  const season = buildSeason({ name: 'Winter 2025' });

  it('turns names into ids and reports names nothing matches', () => {
    const resolved = resolveRequest(
      { divisions: ['premier division'], season: 'WINTER 2025' },
      [season],
      [premier, one],
    );
    expect(resolved).toMatchObject({ divisionIds: [premier.id], seasonId: season.id, problems: [] });

    expect(
      resolveRequest({ divisions: ['Nowhere'], season: 'Summer' }, [season], [premier]).problems,
    ).toEqual(['Division not found: Nowhere', 'Season not found: Summer']);
  });

  it('passes an unknown GUID on for the server to name', () => {
    const id = '30000000-0000-4000-8000-0000000000ff';
    expect(resolveRequest({ divisions: [id], season: null }, [], []).divisionIds).toEqual([id]);
  });

  it('ignores deleted divisions and seasons', () => {
    const gone = buildDivision({ name: 'Gone', deleted: '2025-01-01' });
    expect(resolveRequest({ divisions: ['Gone'], season: null }, [], [gone]).problems).toEqual([
      'Division not found: Gone',
    ]);
  });

  it("gives /teams, /fixtures and /players without divisions the current season's divisions", () => {
    const gone = buildDivision({ name: 'Gone', deleted: '2025-01-01' });
    const last = buildSeason({
      name: 'Last',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      divisions: [one],
    });
    const now = buildSeason({ name: 'Now', divisions: [premier, one, gone] });
    const seasons = [last, now];
    const all = [premier, one, gone];
    const today = '2025-06-01';
    for (const list of ['teams', 'fixtures', 'players'] as const) {
      expect(resolveRequest({ divisions: [], season: null, list }, seasons, all, today)).toMatchObject({
        divisionIds: [premier.id, one.id],
        seasonId: now.id,
        season: now,
        problems: [],
      });
    }
    // A season named in the address gives its divisions; named divisions are kept as asked.
    expect(
      resolveRequest({ divisions: [], season: 'Last', list: 'teams' }, seasons, all, today),
    ).toMatchObject({ divisionIds: [one.id], seasonId: last.id });
    expect(
      resolveRequest({ divisions: ['Premier Division'], season: null, list: 'teams' }, seasons, all, today),
    ).toMatchObject({ divisionIds: [premier.id], seasonId: null });
    // A division's own page is not a list: the server picks its season.
    expect(resolveRequest({ divisions: [], season: null }, seasons, all, today).divisionIds).toEqual([]);
    // No season at all: nothing to choose.
    expect(
      resolveRequest({ divisions: [], season: null, list: 'teams' }, [], all, today).divisionIds,
    ).toEqual([]);
  });
});
