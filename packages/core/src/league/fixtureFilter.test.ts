import { describe, expect, it } from 'vitest';
import type { DivisionFixtureDate } from '../contract/divisionData';
import {
  dateFilter,
  filterFixtureDates,
  parseFixtureFilter,
  readsFixtureFilter,
  type FixtureFilter,
} from './fixtureFilter';
import { fixtureRow, placeholderRow } from './fixtureRows';
import { noteDto } from '../division/fixtureDates';
import { game, note, side, team, tournament } from './testBuilders';
import { tournamentRow } from '../tournament/rows';

const TODAY = '2024-01-17'; // every preset below is relative to this date

const ash = team('ash', 'Ash', 'div-1');
const bay = team('bay', 'Bay', 'div-1');
const cob = team('cob', 'Cob', 'div-1');
const dun = team('dun', 'Dun', 'div-1');
const ctx = { teamById: () => null, divisionOf: () => null };
const fixture = (id: string, date: string, h: typeof ash, a: typeof ash, isKnockout = false) =>
  fixtureRow(game(id, date, h, a, { isKnockout }), ctx);
const placeholder = (t: typeof ash) =>
  placeholderRow(t, { isKnockout: false, fixturesUsingAddress: [], division: null });
const group = (date: string, parts: Partial<DivisionFixtureDate>): DivisionFixtureDate => ({
  date,
  fixtures: [],
  tournamentFixtures: [],
  notes: [],
  ...parts,
});

const DATES: DivisionFixtureDate[] = [
  group('2024-01-03', {
    tournamentFixtures: [
      tournamentRow(tournament('t', '2024-01-03', { sides: [side('s', 'Bay', [], 'bay')] })),
    ],
  }),
  group('2024-01-10', {
    fixtures: [fixture('g1', '2024-01-10', bay, ash), fixture('k1', '2024-01-10', cob, dun, true)],
  }),
  group('2024-01-16', { fixtures: [fixture('g2', '2024-01-16', ash, cob)] }),
  group('2024-01-17', { fixtures: [fixture('g3', '2024-01-17', dun, bay)] }),
  group('2024-01-18', { notes: [noteDto(note('n1', '2024-01-18', 'Quiz night'))] }),
  group('2024-01-24', {
    fixtures: [placeholder(ash), fixture('g4', '2024-01-24', bay, cob), placeholder(dun)],
  }),
  group('2024-01-31', {
    fixtures: [ash, bay, cob, dun].map(placeholder),
    notes: [noteDto(note('n2', '2024-01-31', 'Finals: bring a PEN'))],
  }),
  group('2024-02-07', { fixtures: [fixture('g5', '2024-02-07', cob, ash)] }),
];

const NONE: FixtureFilter = { date: null, type: null, team: null, notes: null };
const run = (filter: Partial<FixtureFilter>, canManageGames = false) =>
  filterFixtureDates(DATES, { ...NONE, ...filter }, { today: TODAY, canManageGames });
const dates = (filter: Partial<FixtureFilter>, canManageGames = false) =>
  run(filter, canManageGames).map((d) => d.date.slice(5));
const rows = (filter: Partial<FixtureFilter>, canManageGames = false) =>
  run(filter, canManageGames).map((d) => [
    d.date.slice(5),
    ...d.fixtures.map((f) => f.id),
    ...d.tournamentFixtures.map((t) => t.id),
  ]);

describe('fixture filter: date', () => {
  it.each([
    ['past', ['01-03', '01-10', '01-16']],
    ['future', ['01-18', '01-24', '01-31', '02-07']],
    ['last+next', ['01-16', '01-17', '01-18']], // the last date before today, today, the first after
    ['today', ['01-17']],
    ['yesterday', ['01-16']],
    ['tomorrow', ['01-18']],
    ['last-week', ['01-10']], // exactly 7 days before
    ['next-week', ['01-24']],
    ['2024-02', ['02-07']],
    ['2024-01-03,2024-02', ['01-03', '02-07']],
    ['not(past)', ['01-17', '01-18', '01-24', '01-31', '02-07']],
    ['soon', ['01-03', '01-10', '01-16', '01-17', '01-18', '01-24', '01-31', '02-07']], // unknown: no filter
  ])('%s', (date, expected) => {
    expect(dates({ date })).toEqual(expected);
  });

  it('reads last+next from the dates given', () => {
    const keep = dateFilter('last+next', TODAY, ['2024-01-01', '2024-01-05', '2024-02-01', '2024-03-01']);
    expect(
      ['2024-01-01', '2024-01-05', '2024-01-17', '2024-02-01', '2024-03-01'].filter((d) => keep?.(d)),
    ).toEqual(['2024-01-05', '2024-01-17', '2024-02-01']);
  });
});

describe('fixture filter: type, team and notes', () => {
  it('shows everything without filters; placeholder-only dates lose their rows for non-managers', () => {
    expect(rows({}).at(6)).toEqual(['01-31']);
    expect(rows({}, true).at(6)).toEqual(['01-31', 'ash', 'bay', 'cob', 'dun']);
  });

  it.each([
    // Note dates stay: a note is not a fixture row.
    [
      'league',
      [
        ['01-10', 'g1'],
        ['01-16', 'g2'],
        ['01-17', 'g3'],
        ['01-18'],
        ['01-24', 'ash', 'g4', 'dun'],
        ['01-31'],
        ['02-07', 'g5'],
      ],
    ],
    ['qualifier', [['01-10', 'k1'], ['01-18'], ['01-31']]],
    ['tournament', [['01-03', 't'], ['01-18'], ['01-31']]],
  ])('type=%s', (type, expected) => {
    expect(rows({ type })).toEqual(expected);
  });

  it.each([['bay'], ['BAY']])(
    'team=%s matches the id or the name, in fixtures and tournament sides',
    (teamValue) => {
      expect(rows({ team: teamValue })).toEqual([
        ['01-03', 't'],
        ['01-10', 'g1'],
        ['01-17', 'g3'],
        ['01-18'],
        ['01-24', 'g4'],
        ['01-31'],
      ]);
    },
  );

  it.each([
    ['only-with-fixtures', false, ['01-03', '01-10', '01-16', '01-17', '01-24', '02-07']],
    ['only-with-fixtures', true, ['01-03', '01-10', '01-16', '01-17', '01-24', '01-31', '02-07']],
    ['pen', false, ['01-31']], // any note containing the text, ignoring case
    ['quiz;pen', false, ['01-18', '01-31']],
    ['not(pen)', false, ['01-03', '01-10', '01-16', '01-17', '01-18', '01-24', '02-07']],
  ])('notes=%s (manager: %s)', (notes, manager, expected) => {
    expect(dates({ notes }, manager)).toEqual(expected);
  });

  it('combines the groups with AND', () => {
    expect(rows({ date: 'future', type: 'league', team: 'cob' })).toEqual([
      ['01-18'],
      ['01-24', 'g4'],
      ['01-31'],
      ['02-07', 'g5'],
    ]);
    expect(rows({ date: 'future', type: 'league', team: 'cob', notes: 'only-with-fixtures' })).toEqual([
      ['01-24', 'g4'],
      ['02-07', 'g5'],
    ]);
  });
});

describe('parseFixtureFilter', () => {
  it('reads a URLSearchParams-like object', () => {
    const params = new Map([
      ['date', 'past'],
      ['team', ' Bay '],
      ['notes', ''],
    ]);
    expect(parseFixtureFilter({ get: (n: string) => params.get(n) ?? null })).toEqual({
      date: 'past',
      type: null,
      team: 'Bay',
      notes: null,
    });
  });

  it('reads a parsed query, taking the last of repeated values', () => {
    expect(parseFixtureFilter({ type: ['league', 'qualifier'], date: undefined })).toEqual({
      date: null,
      type: 'qualifier',
      team: null,
      notes: null,
    });
  });
});

describe('readsFixtureFilter (the read API refuses what the tab ignores)', () => {
  it('reads the presets, months and days, the types and notes, inside not(...) too', () => {
    for (const date of ['past', 'last+next', 'next-week', '2024-01', '2024-01-17,2024-02', 'not(future)'])
      expect(readsFixtureFilter('date', date)).toBe(true);
    for (const date of ['soon', '2024', '2024-01,later', 'not()'])
      expect(readsFixtureFilter('date', date)).toBe(false);
    expect(readsFixtureFilter('type', 'not(qualifier)')).toBe(true);
    expect(readsFixtureFilter('type', 'cup')).toBe(false);
    expect(readsFixtureFilter('notes', 'only-with-fixtures')).toBe(true);
    expect(readsFixtureFilter('notes', 'bring; darts')).toBe(true);
    expect(readsFixtureFilter('notes', ' ; ')).toBe(false);
  });
});
