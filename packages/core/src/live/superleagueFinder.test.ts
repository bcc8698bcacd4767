import { describe, expect, it } from 'vitest';
import {
  findingSuperleague,
  foundSuperleague,
  noSuperleagueTournaments,
  seasonIdsOn,
  superleagueBoardsSearch,
  superleagueDivisionIds,
  tournamentIdsOn,
} from './superleagueFinder';

describe('finding the superleague tournaments of a date', () => {
  it('words the progress and the failures', () => {
    expect(findingSuperleague('2026-03-05')).toBe('Finding superleague tournaments on 2026-03-05...');
    expect(foundSuperleague(2, '2026-03-05')).toBe(
      'Found 2 superleague tournaments on 2026-03-05, redirecting...',
    );
    expect(noSuperleagueTournaments('2026-03-05')).toBe(
      'Could not find any superleague tournaments on 2026-03-05',
    );
  });

  it('keeps superleague divisions, the season holding the date and the saved tournaments on it', () => {
    expect(
      superleagueDivisionIds([
        { id: 'a', name: 'Premier', superleague: false },
        { id: 'b', name: 'Super', superleague: true },
      ]),
    ).toEqual(['b']);
    // `?division=` (ids or names, any case) narrows the search to those superleague divisions.
    const divisions = [
      { id: 'a', name: 'Premier', superleague: false },
      { id: 'b', name: 'Super A', superleague: true },
      { id: 'c', name: 'Super B', superleague: true },
    ];
    expect(superleagueDivisionIds(divisions, ['super b'])).toEqual(['c']);
    expect(superleagueDivisionIds(divisions, ['B', 'Super B', 'c'])).toEqual(['b', 'c']);
    expect(superleagueDivisionIds(divisions, ['Premier'])).toEqual([]);
    expect(superleagueDivisionIds(divisions, ['Nowhere'])).toEqual([]);
    expect(superleagueDivisionIds(divisions, [' '])).toEqual(['b', 'c']);
    const seasons = [
      { id: 's1', startDate: '2025-09-01', endDate: '2026-05-31' },
      { id: 's2', startDate: '2026-09-01', endDate: '2027-05-31' },
    ];
    expect(seasonIdsOn(seasons, '2026-10-10')).toEqual(['s2']);
    // No season holds the date: the current season is asked for.
    expect(seasonIdsOn(seasons, '2026-07-01')).toEqual([null]);
    const dates = [
      { date: '2026-10-09', tournamentFixtures: [{ id: 'x', proposed: false }] },
      {
        date: '2026-10-10T00:00:00',
        tournamentFixtures: [
          { id: 't1', proposed: false },
          { id: null, proposed: true },
          { id: 't2', proposed: false },
        ],
      },
    ];
    expect(tournamentIdsOn(dates, '2026-10-10')).toEqual(['t1', 't2']);
    // Several seasons' dates together: each tournament once.
    expect(tournamentIdsOn([...dates, ...dates], '2026-10-10')).toEqual(['t1', 't2']);
    expect(superleagueBoardsSearch('2026-10-10', ['t1', 't2'])).toBe('?date=2026-10-10&id=t1&id=t2');
  });

  it('asks every season holding the date when seasons overlap, and never a deleted one', () => {
    const seasons = [
      { id: 'autumn', startDate: '2026-09-01', endDate: '2026-12-31' },
      { id: 'winter', startDate: '2026-11-01', endDate: '2027-03-31' },
      { id: 'gone', startDate: '2026-11-01', endDate: '2027-03-31', deleted: '2026-10-01' },
    ];
    expect(seasonIdsOn(seasons, '2026-11-20').sort()).toEqual(['autumn', 'winter']);
    expect(seasonIdsOn(seasons, '2026-10-01')).toEqual(['autumn']);
    expect(seasonIdsOn(seasons, '2027-02-01')).toEqual(['winter']);
  });
});
