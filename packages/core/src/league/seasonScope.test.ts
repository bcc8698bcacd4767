import { describe, expect, it } from 'vitest';
import {
  gamesInScope,
  notesInScope,
  teamDivisionLookup,
  teamSeasonOf,
  teamsInDivisions,
  teamsInSeason,
  tournamentsInScope,
} from './seasonScope';
import { division, game, note, season, side, team, tournament } from './testBuilders';

const s = season();
const one = team('t1', 'One', 'div-1');
const two = team('t2', 'Two', 'div-2');
const seasonless = team('t3', 'Seasonless', null, [], { seasons: [] });
const deletedTeam = team('t4', 'Deleted', 'div-1', [], { deleted: '2024-01-01' });
const leftSeason = team('t5', 'Left', 'div-1', [], {
  seasons: [{ seasonId: 'season', divisionId: 'div-1', deleted: '2024-01-01', players: [] }],
});
const otherSeason = team('t6', 'Other', 'div-1', [], {
  seasons: [{ seasonId: 'other', divisionId: 'div-1', deleted: null, players: [] }],
});
const teams = [one, two, seasonless, deletedTeam, leftSeason, otherSeason];

describe('teams in scope', () => {
  it('takes live teams registered for the season, and teams with no seasons at all', () => {
    expect(teamsInSeason(teams, 'season').map((t) => t.name)).toEqual(['One', 'Two', 'Seasonless']);
    expect(teamSeasonOf(leftSeason, 'season')).toBeNull();
  });

  it('narrows to the divisions requested (all when none)', () => {
    expect(teamsInDivisions(teams, 'season', ['div-1']).map((t) => t.name)).toEqual(['One']);
    expect(teamsInDivisions(teams, 'season', []).map((t) => t.name)).toEqual(['One', 'Two', 'Seasonless']);
  });

  it("looks up a team's division for the season", () => {
    const divisionOf = teamDivisionLookup(teams, 'season', [division('div-1', 'One')]);
    expect(divisionOf('t1')).toEqual({ id: 'div-1', name: 'One', superleague: false, updated: null });
    expect(divisionOf('t2')).toBeNull(); // div-2 is not known
  });
});

describe('gamesInScope', () => {
  const g = (id: string, overrides = {}) => game(id, '2024-02-01', one, two, overrides);
  const games = [
    g('later', { date: '2024-03-01' }),
    g('live'),
    g('deleted', { deleted: '2024-01-01' }),
    g('before-season', { date: '2023-12-31' }),
    g('other-season', { seasonId: 'other' }),
    g('other-season-knockout', { seasonId: 'other', isKnockout: true }),
    game('not-my-team', '2024-02-01', two, seasonless),
  ];

  it('keeps live games of the season (and knockouts of any season) within its dates, by date', () => {
    expect(gamesInScope(games, s, {}).map((x) => x.id)).toEqual([
      'live',
      'other-season-knockout',
      'not-my-team',
      'later',
    ]);
  });

  it('applies ignoreDates, date and teamId', () => {
    expect(gamesInScope(games, s, { ignoreDates: true }).map((x) => x.id)).toContain('before-season');
    expect(gamesInScope(games, s, { date: '2024-03-01' }).map((x) => x.id)).toEqual(['later']);
    expect(gamesInScope(games, s, { teamId: 't1' }).map((x) => x.id)).not.toContain('not-my-team');
  });
});

describe('tournaments and notes in scope', () => {
  const tournaments = [
    tournament('any-division', '2024-02-01', { sides: [side('s', 'S', [], 't1')] }),
    tournament('my-division', '2024-02-01', { divisionId: 'div-1' }),
    tournament('other-division', '2024-02-01', { divisionId: 'div-2' }),
    tournament('out-of-dates', '2024-08-01'),
  ];

  it('keeps no-division and requested-division tournaments within the dates', () => {
    expect(tournamentsInScope(tournaments, s, ['div-1'], {}).map((t) => t.id)).toEqual([
      'any-division',
      'my-division',
    ]);
    expect(tournamentsInScope(tournaments, s, [], {}).map((t) => t.id)).toEqual([
      'any-division',
      'my-division',
      'other-division',
    ]);
    expect(tournamentsInScope(tournaments, s, ['div-1'], { teamId: 't1' }).map((t) => t.id)).toEqual([
      'any-division',
    ]);
  });

  it('keeps notes of every division or the requested one, whatever the date', () => {
    const notes = [
      note('all', '2024-02-01', 'x'),
      note('mine', '2024-09-01', 'x', { divisionId: 'div-1' }),
      note('theirs', '2024-02-01', 'x', { divisionId: 'div-2' }),
      note('gone', '2024-02-01', 'x', { deleted: '2024-01-01' }),
    ];
    expect(notesInScope(notes, s, ['div-1'], {}).map((n) => n.id)).toEqual(['all', 'mine']);
    expect(notesInScope(notes, s, ['div-1'], { date: '2024-02-01' }).map((n) => n.id)).toEqual(['all']);
  });
});
