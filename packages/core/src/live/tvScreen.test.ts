import { describe, expect, it } from 'vitest';
import type { DivisionFixture, DivisionTeam } from '../contract/divisionData';
import type { HomeSummary } from '../contract/home';
import {
  inShownOrder,
  pageCount,
  pageOf,
  tvBoards,
  tvDivisionIds,
  tvSlides,
  type TvTournament,
} from './tvScreen';

const match = (id: string) => ({ id, dataType: 'Sayg' as const });
const tournamentEntry = (id: string) => ({ id, dataType: 'Tournament' as const });
const night = (divisionId: string | null, ...saygIds: string[]): TvTournament => ({
  singleRound: true,
  divisionId,
  round: {
    id: null,
    name: null,
    nextRound: null,
    matchOptions: [],
    matches: saygIds.map((saygId, i) => ({
      id: `m${i}`,
      sideA: null,
      sideB: null,
      scoreA: null,
      scoreB: null,
      saygId,
    })),
  } as unknown as TvTournament['round'],
});

describe('tvBoards', () => {
  it('shows each superleague night once and its matches on its board, other matches on their own', () => {
    const entries = [match('s1'), tournamentEntry('t1'), match('s2'), match('S3')];
    const boards = tvBoards(entries, new Map([['t1', night(null, 's3')]]));
    expect(boards).toEqual([
      { kind: 'match', id: 's1' },
      { kind: 'superleague', id: 't1' },
      { kind: 'match', id: 's2' },
    ]);
  });

  it('leaves out a knockout tournament (its matches are boards) and a tournament still loading', () => {
    const knockout: TvTournament = { ...night(null, 's1'), singleRound: false };
    const boards = tvBoards(
      [tournamentEntry('k'), tournamentEntry('loading'), match('s1')],
      new Map([
        ['k', knockout],
        ['loading', undefined],
      ]),
    );
    expect(boards).toEqual([{ kind: 'match', id: 's1' }]);
  });

  it('narrows the nights and the matches to the asked divisions (a practice match is of none)', () => {
    const tournaments = new Map([
      ['ours', night('d1', 'a')],
      ['theirs', night('d2', 'b')],
    ]);
    const inDivision = (id: string, divisionId: string | null) => ({
      ...match(id),
      eventDetails: { divisionId },
    });
    const entries = [
      tournamentEntry('ours'),
      tournamentEntry('theirs'),
      match('a'),
      match('b'),
      inDivision('c', 'd1'),
      inDivision('d', 'd2'),
      inDivision('practice', null),
    ];
    expect(tvBoards(entries, tournaments, ['d1'])).toEqual([
      { kind: 'superleague', id: 'ours' },
      { kind: 'match', id: 'c' },
    ]);
    expect(tvBoards(entries, tournaments).map((b) => b.id)).toEqual(['ours', 'theirs', 'c', 'd', 'practice']);
  });
});

describe('inShownOrder', () => {
  const board = (id: string) => ({ kind: 'match' as const, id });

  it('keeps each board where it was shown whatever was updated last, new boards after', () => {
    const now = [board('c'), board('new'), board('a'), board('b')];
    expect(inShownOrder(now, ['a', 'gone', 'b', 'c']).map((b) => b.id)).toEqual(['a', 'b', 'c', 'new']);
    expect(inShownOrder(now, []).map((b) => b.id)).toEqual(['c', 'new', 'a', 'b']);
  });
});

describe('pages of boards', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('fills pages of four and wraps round past the last', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageOf(items, 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(pageOf(items, 1)).toEqual(['e', 'f']);
    expect(pageOf(items, 2)).toEqual(['a', 'b', 'c', 'd']);
    expect(pageOf([], 3)).toEqual([]);
  });
});

describe('tvDivisionIds', () => {
  const divisions = [
    { id: 'd1', name: 'Premier' },
    { id: 'd2', name: 'Division One' },
  ];

  it('reads ids or names, case aside; none asked is every division', () => {
    expect(tvDivisionIds(divisions, [])).toBeNull();
    expect(tvDivisionIds(divisions, ['premier', 'D2'])).toEqual(['d1', 'd2']);
    expect(tvDivisionIds(divisions, ['Nowhere'])).toEqual([]);
  });
});

describe('tvSlides', () => {
  const ref = (id: string) => ({ id, name: id.toUpperCase() });
  const fixture = (id: string, divisionId: string) =>
    ({ id, homeDivision: ref(divisionId), awayDivision: ref(divisionId) }) as unknown as DivisionFixture;
  const teams = [{ id: 't', name: 'Crown', rank: 1 }] as unknown as DivisionTeam[];
  const summary: HomeSummary = {
    today: '2026-03-05',
    season: null,
    divisions: [
      { id: 'd1', name: 'D1', teams },
      { id: 'd2', name: 'D2', teams },
      { id: 'd3', name: 'D3', teams: [] },
    ],
    tonight: { date: '2026-03-05', fixtures: [fixture('f1', 'd1'), fixture('f2', 'd2')] },
    next: null,
    latest: { date: '2026-02-26', fixtures: [fixture('f3', 'd2')] },
  };

  it("rotates tonight's fixtures, the latest results and each division's table with teams", () => {
    expect(tvSlides(summary).map((s) => s.kind)).toEqual(['tonight', 'latest', 'table', 'table']);
  });

  it('narrows every slide to the asked divisions, skipping a date left empty', () => {
    const slides = tvSlides(summary, ['d1']);
    expect(slides).toEqual([
      { kind: 'tonight', date: { date: '2026-03-05', fixtures: [fixture('f1', 'd1')] } },
      { kind: 'table', division: summary.divisions[0] },
    ]);
  });

  it('says there is nothing to show when there is nothing', () => {
    expect(tvSlides({ ...summary, tonight: null, latest: null, divisions: [] })).toEqual([
      { kind: 'nothing' },
    ]);
  });
});
