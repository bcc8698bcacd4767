import type {
  DivisionFixture,
  DivisionFixtureDate,
  DivisionTournamentFixture,
  FixtureDateNote,
} from '../contract/divisionData';
import { addDays, dateOf } from './dates';
import { isPlaceholder } from './fixtureRows';
import { localToUtc } from './localTime';
import { timeSpanMs } from '../feature/timeSpan';

/*
 * The iCalendar (RFC 5545) feed of a division's or team's fixtures, notes and tournaments. Pure:
 * the caller passes the division data, the site's name and address, and the time to stamp entities
 * that have no `updated`.
 */

export interface CalendarInput {
  /** The product (site) name: calendar name, PRODID and description. */
  productName: string;
  seasonName: string;
  /** The site's absolute address without a trailing slash, for event URLs. */
  baseUrl: string;
  fixtureDates: readonly DivisionFixtureDate[];
  /** ISO time used as DTSTAMP for anything without an `updated` stamp. */
  now: string;
  /** Local (Europe/London) start time of league fixtures, `HH:mm`. Default 20:00. */
  fixtureStartTime?: string;
  /** Length of a league fixture in hours. Default 3. */
  fixtureDurationHours?: number;
}

/** The league's time zone: a fixture's start time is read on its clock (the calendar feed, reminder mails). */
export const CALENDAR_TIME_ZONE = 'Europe/London';
export const DEFAULT_FIXTURE_START = '20:00';
export const DEFAULT_FIXTURE_HOURS = 3;
/**
 * The fixture times a league configured (features FixtureStartTime and FixtureDuration, TimeSpans
 * such as `19:30:00` and `03:00:00`); unset or unreadable values keep the defaults.
 */
export function fixtureTimes(
  start: string | null | undefined,
  duration: string | null | undefined,
): Pick<CalendarInput, 'fixtureStartTime' | 'fixtureDurationHours'> {
  const startMs = timeSpanMs(start);
  const durationMs = timeSpanMs(duration);
  const minutes = Math.round(startMs / 60_000);
  const valid = startMs > 0 && minutes < 24 * 60;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return {
    fixtureStartTime: valid ? `${hh}:${mm}` : DEFAULT_FIXTURE_START,
    fixtureDurationHours: durationMs > 0 ? durationMs / 3_600_000 : DEFAULT_FIXTURE_HOURS,
  };
}

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one character (code point). */
function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into lines of at most 75 octets; continuation lines start with one space
 * (RFC 5545 section 3.1). Characters are never split.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += charSize;
  }
  lines.push(current);
  return lines;
}

/**
 * A local Europe/London time on a date, as a UTC instant: GMT in winter, British Summer Time
 * (UTC+1) from the last Sunday of March to the last Sunday of October (localTime.ts, Intl's rules).
 */
export function londonToUtc(date: string, time: string): Date {
  return localToUtc(date, time, CALENDAR_TIME_ZONE);
}

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export function utcStamp(value: Date | string): string {
  const iso = (typeof value === 'string' ? new Date(value) : value).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

const dateValue = (date: string) => dateOf(date).replace(/-/g, '');

type Property = [name: string, value: string];

function event(properties: Property[]): Property[] {
  return [
    ['BEGIN', 'VEVENT'],
    ...properties,
    // Tells calendar apps not to add their default reminder (RFC 9074).
    ['BEGIN', 'VALARM'],
    ['ACTION', 'NONE'],
    ['TRIGGER;VALUE=DATE-TIME', '19760401T005545Z'],
    ['END', 'VALARM'],
    ['END', 'VEVENT'],
  ];
}

function allDay(date: string): Property[] {
  return [
    ['DTSTART;VALUE=DATE', dateValue(date)],
    ['DTEND;VALUE=DATE', dateValue(addDays(date, 1))],
  ];
}

function noteEvent(note: FixtureDateNote, input: CalendarInput): Property[] {
  return event([
    ['UID', note.id],
    ['DTSTAMP', utcStamp(note.updated ?? input.now)],
    ...allDay(note.date),
    ['SUMMARY', escapeText(`🏷️ ${note.note}`)],
    ['DESCRIPTION', escapeText(note.note)],
    ['SEQUENCE', '1'],
  ]);
}

function fixtureEvent(fixture: DivisionFixture, date: string, input: CalendarInput): Property[] {
  const home = fixture.homeTeam.name;
  const away = fixture.awayTeam?.name ?? 'Bye';
  const scored = fixture.homeScore !== null && fixture.awayScore !== null;
  const summary = scored
    ? `🎯 ${home} ${fixture.homeScore} - ${fixture.awayScore} ${away}`
    : `🎯 ${home} v ${away}`;
  const start = londonToUtc(date, input.fixtureStartTime ?? DEFAULT_FIXTURE_START);
  const end = new Date(start.getTime() + (input.fixtureDurationHours ?? DEFAULT_FIXTURE_HOURS) * 3_600_000);
  const url = `${input.baseUrl}/score/${fixture.id}`;
  const description = [`${home} v ${away}`, fixture.postponed ? 'Postponed' : null, url]
    .filter((line): line is string => line !== null)
    .join('\n');
  const status = fixture.postponed ? 'CANCELLED' : fixture.proposal ? 'TENTATIVE' : 'CONFIRMED';
  return event([
    ['UID', fixture.id],
    ['DTSTAMP', utcStamp(fixture.updated ?? input.now)],
    ['DTSTART', utcStamp(start)],
    ['DTEND', utcStamp(end)],
    ['SUMMARY', escapeText(summary)],
    ['DESCRIPTION', escapeText(description)],
    ...(fixture.homeTeam.address ? [['LOCATION', escapeText(fixture.homeTeam.address)] as Property] : []),
    ['STATUS', status],
    ['SEQUENCE', scored ? '2' : '1'],
    ...(fixture.homeDivision ? [['CATEGORIES', escapeText(fixture.homeDivision.name)] as Property] : []),
    ['URL', url],
  ]);
}

function tournamentEvent(tournament: DivisionTournamentFixture, input: CalendarInput): Property[] {
  const type = tournament.type ?? 'Tournament';
  const url = `${input.baseUrl}/tournament/${tournament.id}`;
  const description = [type, ...tournament.sides.map((s) => s.name), tournament.notes ?? '', url]
    .filter((line) => line !== '')
    .join('\n');
  return event([
    ['UID', tournament.id ?? ''],
    ['DTSTAMP', utcStamp(tournament.updated ?? input.now)],
    ...allDay(tournament.date),
    ['SUMMARY', escapeText(`🎯 ${type}`)],
    ['DESCRIPTION', escapeText(description)],
    ...(tournament.address ? [['LOCATION', escapeText(tournament.address)] as Property] : []),
    ['SEQUENCE', '1'],
    ['CATEGORIES', escapeText(type)],
    ['URL', url],
  ]);
}

/** Superleague (single-round) tournaments of one date, grouped by host and opponent. */
function superleagueEvent(group: DivisionTournamentFixture[], input: CalendarInput): Property[] {
  const first = group[0]!;
  const host = first.host ?? first.address;
  const opponent = first.opponent ?? '';
  const matches = group.flatMap((t) => t.firstRoundMatches);
  const everyHasMatches = group.every((t) => t.firstRoundMatches.length > 0);
  const legsA = matches.reduce((sum, m) => sum + (m.scoreA ?? 0), 0);
  const legsB = matches.reduce((sum, m) => sum + (m.scoreB ?? 0), 0);
  const summary = everyHasMatches ? `🎯 ${host} ${legsA} - ${legsB} ${opponent}` : `🎯 ${host} v ${opponent}`;
  const url = `${input.baseUrl}/live/superleague/?date=${dateOf(first.date)}`;
  const lines = matches.map(
    (m) => `${m.sideA?.name ?? ''} ${m.scoreA ?? 0} - ${m.scoreB ?? 0} ${m.sideB?.name ?? ''}`,
  );
  const stamps = group.map((t) => t.updated ?? input.now).sort();
  return event([
    ['UID', first.id ?? ''],
    ['DTSTAMP', utcStamp(stamps[stamps.length - 1]!)],
    ...allDay(first.date),
    ['SUMMARY', escapeText(summary)],
    ['DESCRIPTION', escapeText([...lines, url].join('\n'))],
    ...(first.address ? [['LOCATION', escapeText(first.address)] as Property] : []),
    ['SEQUENCE', '1'],
    ['CATEGORIES', 'Superleague'],
    ['URL', url],
  ]);
}

function tournamentEvents(tournaments: readonly DivisionTournamentFixture[], input: CalendarInput) {
  const real = tournaments.filter((t) => !t.proposed && t.id !== null);
  const events = real.filter((t) => !t.singleRound).map((t) => tournamentEvent(t, input));
  const groups = new Map<string, DivisionTournamentFixture[]>();
  for (const t of real.filter((t) => t.singleRound)) {
    const key = `${(t.host ?? t.address).toLowerCase()}|${(t.opponent ?? '').toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...events, ...[...groups.values()].map((group) => superleagueEvent(group, input))];
}

/**
 * The VCALENDAR text, CRLF line endings, lines folded at 75 octets. Placeholder fixture rows and
 * proposed tournament venues are left out. League fixtures start at the configured UK time (20:00
 * unless set; sent as UTC) and last the configured length (3 hours unless set); notes and
 * tournaments are all-day events.
 */
export function divisionCalendar(input: CalendarInput): string {
  const name = `${input.productName} - ${input.seasonName}`;
  const properties: Property[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', `-//${escapeText(input.productName)}//League fixtures//EN`],
    ['METHOD', 'PUBLISH'],
    ['CALSCALE', 'GREGORIAN'],
    ['NAME', escapeText(name)],
    ['X-WR-CALNAME', escapeText(name)],
    ['DESCRIPTION', escapeText(`${input.productName} fixtures and events`)],
    ['X-WR-CALDESC', escapeText(`${input.productName} fixtures and events`)],
    ['X-WR-TIMEZONE', CALENDAR_TIME_ZONE],
    ['REFRESH-INTERVAL;VALUE=DURATION', 'P1D'],
    ['X-PUBLISHED-TTL', 'P1D'],
  ];
  for (const fixtureDate of input.fixtureDates) {
    for (const note of fixtureDate.notes) properties.push(...noteEvent(note, input));
    for (const fixture of fixtureDate.fixtures) {
      if (!isPlaceholder(fixture) && fixture.awayTeam) {
        properties.push(...fixtureEvent(fixture, fixtureDate.date, input));
      }
    }
    for (const tournamentProperties of tournamentEvents(fixtureDate.tournamentFixtures, input)) {
      properties.push(...tournamentProperties);
    }
  }
  properties.push(['END', 'VCALENDAR']);
  return properties.flatMap(([key, value]) => foldLine(`${key}:${value}`)).join(CRLF) + CRLF;
}
