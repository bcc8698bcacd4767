import type {
  DivisionFixture,
  DivisionFixtureDate,
  DivisionTournamentFixture,
} from '../contract/divisionData';
import { addDays, dateOf } from './dates';
import { isPlaceholder } from './fixtureRows';
import { sameText } from './sorting';

/*
 * The fixtures tab's filter bar: query
 * parameters date, type, team and notes, combined with AND. Any value may be wrapped as `not(...)`
 * to invert it. Unknown values filter nothing.
 */

export interface FixtureFilter {
  /** past, future, last+next, today, yesterday, tomorrow, last-week, next-week, or a comma list of YYYY-MM / YYYY-MM-DD prefixes. */
  date: string | null;
  /** league, qualifier or tournament. */
  type: string | null;
  /** A team id or name (case-insensitive). */
  team: string | null;
  /** only-with-fixtures, or `;`-separated texts, any of which a note of the date contains (case-insensitive). */
  notes: string | null;
}

export interface FixtureFilterOptions {
  /** `YYYY-MM-DD`: the presets are relative to it. */
  today: string;
  /** ManageGames; without it a date whose only fixture rows are placeholders shows no fixture rows. */
  canManageGames: boolean;
}

/** A URLSearchParams (anything with `get`) or a parsed query object. */
type Query =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** Reads the filter from the page's query; blank values mean no filter. */
export function parseFixtureFilter(query: Query): FixtureFilter {
  const get = (name: string): string | null => {
    const raw =
      typeof query.get === 'function'
        ? (query as { get(n: string): string | null }).get(name)
        : (query as Record<string, unknown>)[name];
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  return { date: get('date'), type: get('type'), team: get('team'), notes: get('notes') };
}

type Predicate<T> = (item: T) => boolean;

/** Applies `not(...)`: the inner filter inverted; a filter that filters nothing stays so. */
function invertible<T>(
  value: string | null,
  build: (value: string) => Predicate<T> | null,
): Predicate<T> | null {
  if (!value) return null;
  const match = /^not\((.*)\)$/.exec(value);
  if (!match) return build(value);
  const inner = build(match[1] ?? '');
  return inner ? (item) => !inner(item) : null;
}

const DATE_PREFIX = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * The date filter. `last+next` keeps today, the last date before today and the first date after
 * it, among `dates` (the dates that have anything to show). `last-week` / `next-week` are the
 * dates exactly 7 days before / after today.
 */
export function dateFilter(value: string, today: string, dates: readonly string[]): Predicate<string> | null {
  const t = dateOf(today);
  switch (value) {
    case 'past':
      return (d) => dateOf(d) < t;
    case 'future':
      return (d) => dateOf(d) > t;
    case 'last+next': {
      const sorted = dates.map(dateOf).sort();
      const last = sorted.filter((d) => d < t).pop();
      const next = sorted.find((d) => d > t);
      return (d) => [t, last, next].includes(dateOf(d));
    }
    case 'today':
      return (d) => dateOf(d) === t;
    case 'yesterday':
      return (d) => dateOf(d) === addDays(t, -1);
    case 'tomorrow':
      return (d) => dateOf(d) === addDays(t, 1);
    case 'last-week':
      return (d) => dateOf(d) === addDays(t, -7);
    case 'next-week':
      return (d) => dateOf(d) === addDays(t, 7);
    default: {
      const prefixes = value.split(',').map((p) => p.trim());
      if (!prefixes.every((p) => DATE_PREFIX.test(p))) return null;
      return (d) => prefixes.some((p) => dateOf(d).startsWith(p));
    }
  }
}

/** A row of a date: a league fixture row or a tournament row. */
export type FixtureItem = { fixture: DivisionFixture } | { tournament: DivisionTournamentFixture };

export function typeFilter(value: string): Predicate<FixtureItem> | null {
  switch (value) {
    case 'league':
      return (item) => 'fixture' in item && !item.fixture.isKnockout;
    case 'qualifier':
      return (item) => 'fixture' in item && item.fixture.isKnockout;
    case 'tournament':
      return (item) => 'tournament' in item;
    default:
      return null;
  }
}

export function teamFilter(value: string): Predicate<FixtureItem> {
  const isTeam = (team: { id: string | null; name: string } | null) =>
    team !== null && (team.id === value || sameText(team.name, value));
  return (item) =>
    'fixture' in item
      ? isTeam(item.fixture.homeTeam) || isTeam(item.fixture.awayTeam)
      : item.tournament.sides.some((s) => isTeam({ id: s.teamId, name: s.name }));
}

export function notesFilter(value: string): Predicate<DivisionFixtureDate> | null {
  if (value === 'only-with-fixtures') return (g) => g.fixtures.length > 0 || g.tournamentFixtures.length > 0;
  const texts = value
    .split(';')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  if (texts.length === 0) return null;
  return (g) => g.notes.some((n) => texts.some((t) => n.note.toLowerCase().includes(t)));
}

/**
 * Whether `value` is one the filter named reads (inside `not(...)` too): the tab ignores any other
 * (a value typed into the address), the read API refuses it (contract/openData.ts). A team is any text.
 */
export function readsFixtureFilter(name: 'date' | 'type' | 'notes', value: string): boolean {
  const inner = /^not\((.*)\)$/.exec(value)?.[1] ?? value;
  const build = {
    date: (v: string) => dateFilter(v, '2000-01-01', []),
    type: typeFilter,
    notes: notesFilter,
  }[name];
  return build(inner) !== null;
}

const hasContent = (g: DivisionFixtureDate) =>
  g.fixtures.length > 0 || g.tournamentFixtures.length > 0 || g.notes.length > 0;

/**
 * The date groups the fixtures tab shows. Dates must have something to show and pass the date and
 * notes filters; rows must pass the type and team filters; the date checks run again after the
 * rows are filtered, so a date left empty (and with no notes) disappears.
 */
export function filterFixtureDates(
  dates: readonly DivisionFixtureDate[],
  filter: FixtureFilter,
  options: FixtureFilterOptions,
): DivisionFixtureDate[] {
  const datePredicate = invertible(filter.date, (v) =>
    dateFilter(
      v,
      options.today,
      dates.filter(hasContent).map((g) => g.date),
    ),
  );
  const notesPredicate = invertible(filter.notes, notesFilter);
  const typePredicate = invertible(filter.type, typeFilter);
  const teamPredicate = invertible(filter.team, teamFilter);

  const keepDate = (g: DivisionFixtureDate) =>
    hasContent(g) && (!datePredicate || datePredicate(g.date)) && (!notesPredicate || notesPredicate(g));
  const keepRow = (item: FixtureItem) =>
    (!typePredicate || typePredicate(item)) && (!teamPredicate || teamPredicate(item));

  return dates
    .filter(keepDate)
    .map((g) => {
      const onlyPlaceholders = !g.fixtures.some((f) => !isPlaceholder(f));
      return {
        ...g,
        fixtures:
          !options.canManageGames && onlyPlaceholders
            ? []
            : g.fixtures.filter((fixture) => keepRow({ fixture })),
        tournamentFixtures: g.tournamentFixtures.filter((tournament) => keepRow({ tournament })),
      };
    })
    .filter(keepDate);
}
