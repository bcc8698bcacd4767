import { describe, expect, it } from 'vitest';
import { fullAccess } from '../contract/access';
import { defaultMatchOptions } from '../league/matchOptions';
import { carl, sampleInput } from '../league/sampleSeason';
import {
  game,
  gp,
  match,
  side,
  SINGLES,
  team,
  teamPlayer,
  tournament,
  tournamentMatch,
} from '../league/testBuilders';
import type { DocumentBody } from './fields';
import { storedDocumentProblems, type StoredTable } from './stored';

/** A core aggregate as stored: its id and audit stamps go to their own columns. */
function body<T extends object>(aggregate: T): DocumentBody<T> {
  const omitted = new Set(['id', 'created', 'author', 'updated', 'editor', 'deleted', 'remover']);
  return Object.fromEntries(
    Object.entries(aggregate).filter(([key]) => !omitted.has(key)),
  ) as DocumentBody<T>;
}

const problems = (table: StoredTable, doc: unknown) => storedDocumentProblems(table, doc);

describe('stored document schemas', () => {
  it("accept the league rules' own aggregates (the test builders and the sample season) as stored", () => {
    const input = sampleInput;
    expect(problems('season', body(input.season))).toEqual([]);
    for (const d of input.divisions) expect(problems('division', body(d))).toEqual([]);
    for (const n of input.notes) expect(problems('note', body(n))).toEqual([]);
    for (const g of input.games) {
      const doc = { ...body(g), homeSubmission: null, awaySubmission: null, photos: [] };
      expect(problems('game', doc)).toEqual([]);
    }
    for (const t of input.tournaments) expect(problems('tournament', body(t))).toEqual([]);
    const a = side('a', 'Alice', [{ id: 'p1', name: 'Alice' }]);
    const b = side('b', 'Bob', [{ id: 'p2', name: 'Bob' }]);
    const knockout = tournament('t', '2024-03-01', {
      sides: [a, b],
      round: { matches: [tournamentMatch('m1', a, b, 3, 1)], matchOptions: [SINGLES], nextRound: null },
    });
    expect(problems('tournament', body(knockout))).toEqual([]);
    // sides may be marked seeded; older records without the flag still read
    const seeded = { ...body(knockout), sides: [{ ...a, seeded: true }, b] };
    expect(problems('tournament', seeded)).toEqual([]);
    const badSeed = { ...body(knockout), sides: [{ ...a, seeded: 'yes' }, b] };
    expect(problems('tournament', badSeed)).toEqual([
      { path: 'sides.0.seeded', message: expect.any(String) },
    ]);
  });

  it('accept a team once its season registrations carry their ids and divisions', () => {
    const t = team('t1', 'Crown', 'div-1', [teamPlayer('p1', 'Carl', { captain: true })]);
    const stored = { ...body(t), seasons: t.seasons.map((s) => ({ ...s, id: 'ts1', divisionId: 'div-1' })) };
    expect(problems('team', stored)).toEqual([]);
    expect(problems('team', body(t))).toEqual([{ path: 'seasons.0.id', message: expect.any(String) }]);
  });

  it('refuse a malformed fixture, naming the path of each bad field', () => {
    const g = game(
      'g1',
      '2024-02-01',
      { id: 'h', name: 'Home' },
      { id: 'a', name: 'Away' },
      {
        matches: [match([gp(carl)], [gp(carl)], 3, 1)],
      },
    );
    const doc = {
      ...body(g),
      homeSubmission: null,
      awaySubmission: null,
      photos: [],
      matchOptions: defaultMatchOptions(false),
    };
    expect(problems('game', doc)).toEqual([]);
    const bad = {
      ...doc,
      date: '2024-02-30',
      matches: [{ ...doc.matches[0], homeScore: 'three' }],
      home: { id: 'h', name: 'Home' },
    };
    expect(problems('game', bad).map((p) => p.path)).toEqual([
      'home.manOfTheMatch',
      'matches.0.homeScore',
      'date',
    ]);
    expect(problems('game', bad).find((p) => p.path === 'date')?.message).toBe('must be a date (YYYY-MM-DD)');
  });

  it('refuse an account without its access flags and a session with a bad expiry', () => {
    const user = { name: 'Ann', givenName: 'Ann', emailAddress: 'a@b.c', passwordHash: 'x', teamId: null };
    expect(problems('user', { ...user, access: fullAccess() })).toEqual([]);
    expect(problems('user', user).map((p) => p.path)).toEqual(['access']);
    expect(problems('session', { userId: 'u', expires: 'soon', userAgent: null })).toEqual([
      { path: 'expires', message: 'must be an ISO date and time' },
    ]);
  });

  it('accept a season template with its health, and name a blank placeholder', () => {
    const template = {
      name: 'Four teams',
      description: null,
      sharedAddresses: [],
      divisions: [
        { sharedAddresses: [['A', 'B']], dates: [{ fixtures: [{ home: 'A', away: 'C' }, { home: 'D' }] }] },
      ],
      templateHealth: null,
    };
    expect(problems('template', template)).toEqual([]);
    const blank = {
      ...template,
      divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: ' ' }] }] }],
    };
    expect(problems('template', blank).map((p) => p.path)).toEqual(['divisions.0.dates.0.fixtures.0.home']);
    expect(problems('template', 'text')).toHaveLength(1);
  });
});
