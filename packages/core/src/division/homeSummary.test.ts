import { describe, expect, it } from 'vitest';
import { computeHomeSummary, homeSeason, HOME_TABLE_ROWS } from './homeSummary';
import { division, game, gp, match, season, SINGLES, team, teamPlayer } from '../league/testBuilders';

const premier = division('div-1', 'Premier');
const first = division('div-2', 'First');
const p = (id: string) => teamPlayer(id, id.toUpperCase());
const ash = team('ash', 'Ash', 'div-1', [p('a1')]);
const bay = team('bay', 'Bay', 'div-1', [p('b1')]);
const cob = team('cob', 'Cob', 'div-1', [p('c1')]);
const dun = team('dun', 'Dun', 'div-1', [p('d1')]);
const elm = team('elm', 'Elm', 'div-2', [p('e1')]);
const fir = team('fir', 'Fir', 'div-2', [p('f1')]);
const winter = season({ divisionIds: ['div-1', 'div-2'] });

/** A one-match fixture the home side won 3-0 (so 1-0), or not yet played. */
const played = (id: string, date: string, home: typeof ash, away: typeof ash, divisionId = 'div-1') =>
  game(id, date, home, away, {
    divisionId,
    matchOptions: [SINGLES],
    matches: [match([gp(home.seasons[0]!.players[0]!)], [gp(away.seasons[0]!.players[0]!)], 3, 0)],
  });
const unplayed = (id: string, date: string, home: typeof ash, away: typeof ash, divisionId = 'div-1') =>
  game(id, date, home, away, { divisionId });

const input = (today: string) => ({
  today,
  season: winter,
  allDivisions: [premier, first],
  teams: [ash, bay, cob, dun, elm, fir],
  games: [
    played('g1', '2024-01-03', ash, bay),
    played('g2', '2024-01-03', cob, dun),
    played('g3', '2024-01-10', bay, cob),
    unplayed('g4', '2024-01-10', dun, ash),
    unplayed('g5', '2024-01-17', ash, cob),
    unplayed('g6', '2024-01-17', fir, elm, 'div-2'),
    unplayed('g7', '2024-01-24', bay, dun),
  ],
  tournaments: [],
  notes: [],
});

describe('homeSeason', () => {
  const old = season({ id: 'old', startDate: '2023-01-01', endDate: '2023-06-30' });
  const later = season({ id: 'later', startDate: '2024-09-01', endDate: '2025-03-31' });
  const gone = season({ id: 'gone', deleted: '2024-01-02T00:00:00Z' });

  it('shows the season running today, else the next to start, else the latest to end', () => {
    expect(homeSeason([old, winter, later], '2024-02-01')?.id).toBe('season');
    expect(homeSeason([old, winter, later], '2024-07-15')?.id).toBe('later');
    expect(homeSeason([old, winter], '2024-07-15')?.id).toBe('season');
    expect(homeSeason([], '2024-07-15')).toBeNull();
  });

  it('shows the season asked for, never a deleted one', () => {
    expect(homeSeason([old, winter], '2024-02-01', 'old')?.id).toBe('old');
    expect(homeSeason([gone], '2024-02-01', 'gone')).toBeNull();
    expect(homeSeason([gone], '2024-02-01')).toBeNull();
  });
});

describe('computeHomeSummary', () => {
  it("gives tonight's fixtures, the next date's, and the latest results", () => {
    const summary = computeHomeSummary(input('2024-01-10'));
    expect(summary.season?.name).toBe('Winter');
    expect(summary.tonight?.date).toBe('2024-01-10');
    expect(summary.tonight?.fixtures.map((f) => [f.homeTeam.name, f.awayTeam?.name, f.homeScore])).toEqual([
      ['Bay', 'Cob', 1],
      ['Dun', 'Ash', null],
    ]);
    expect(summary.next?.date).toBe('2024-01-17');
    // Every division's fixtures, ordered by the home team's division then name.
    expect(summary.next?.fixtures.map((f) => f.id)).toEqual(['g6', 'g5']);
    expect(summary.latest?.date).toBe('2024-01-03');
    expect(summary.latest?.fixtures.map((f) => [f.id, f.homeScore, f.awayScore])).toEqual([
      ['g1', 1, 0],
      ['g2', 1, 0],
    ]);
  });

  it('leaves tonight empty on a night without fixtures, and takes results only from dates with any', () => {
    const summary = computeHomeSummary(input('2024-01-20'));
    expect(summary.tonight).toBeNull();
    expect(summary.next?.date).toBe('2024-01-24');
    expect(summary.latest?.date).toBe('2024-01-10');
    expect(summary.latest?.fixtures.map((f) => f.id)).toEqual(['g3']);
    expect(computeHomeSummary(input('2024-03-01')).next).toBeNull();
    expect(computeHomeSummary(input('2023-12-01')).latest).toBeNull();
  });

  it("gives each of the season's divisions the top of its table, by name", () => {
    const summary = computeHomeSummary(input('2024-01-20'));
    expect(summary.divisions.map((d) => d.name)).toEqual(['First', 'Premier']);
    const premierTop = summary.divisions[1]!.teams;
    expect(premierTop).toHaveLength(HOME_TABLE_ROWS);
    expect(premierTop.map((t) => [t.rank, t.name, t.points])).toEqual(
      [...premierTop].sort((a, b) => a.rank - b.rank).map((t) => [t.rank, t.name, t.points]),
    );
    expect(premierTop[0]!.points).toBeGreaterThan(0);
    expect(premierTop.map((t) => t.name)).not.toContain('Elm');
  });

  it('leaves vetoed scores out of the tables and fixtures', () => {
    const summary = computeHomeSummary({ ...input('2024-01-20'), vetoedGameIds: ['g3'] });
    expect(summary.latest?.date).toBe('2024-01-03');
  });

  it('is empty without a season', () => {
    expect(computeHomeSummary({ ...input('2024-01-10'), season: null })).toEqual({
      today: '2024-01-10',
      season: null,
      divisions: [],
      tonight: null,
      next: null,
      latest: null,
    });
  });
});
