import { describe, expect, it } from 'vitest';
import type {
  DivisionFixture,
  DivisionFixtureDate,
  DivisionTournamentFixture,
} from '../contract/divisionData';
import { divisionCalendar, escapeText, fixtureTimes, foldLine, londonToUtc, utcStamp } from './calendar';
import { placeholderRow, fixtureRow } from './fixtureRows';
import { proposedVenueRow, tournamentRow } from '../tournament/rows';
import { game, team, tournament, side, tournamentMatch } from './testBuilders';

/** UTF-8 length, counted independently of the formatter. */
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, 'x').length;
const anchor = team('t-anchor', 'Anchor', 'div-1');
const bell = team('t-bell', 'Bell', 'div-1');
const division = { id: 'div-1', name: 'Division One', superleague: false, updated: null };
const ctx = {
  teamById: (id: string) => [anchor, bell].find((t) => t.id === id) ?? null,
  divisionOf: () => division,
};

function fixture(overrides: Partial<DivisionFixture> = {}): DivisionFixture {
  return {
    ...fixtureRow(game('g1', '2024-01-10', anchor, bell, { updated: '2024-01-02T10:11:12.000Z' }), ctx),
    ...overrides,
  };
}

function calendar(dates: DivisionFixtureDate[]) {
  return divisionCalendar({
    productName: 'Town Darts',
    seasonName: 'Winter 2024',
    baseUrl: 'https://darts.example.org',
    fixtureDates: dates,
    now: '2024-01-01T00:00:00.000Z',
  });
}

/** The unfolded content lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('keeps short lines and folds long ones at 75 octets with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toEqual(['SUMMARY:short']);
    const lines = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(lines.map(octets)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('never splits a multi-byte character', () => {
    const lines = foldLine(`SUMMARY:${'🎯'.repeat(40)}`);
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'🎯'.repeat(40)}`);
  });
});

describe('londonToUtc', () => {
  it('treats winter dates as GMT and summer dates as BST', () => {
    expect(londonToUtc('2024-01-10', '20:00').toISOString()).toBe('2024-01-10T20:00:00.000Z');
    expect(londonToUtc('2024-06-10', '20:00').toISOString()).toBe('2024-06-10T19:00:00.000Z');
  });

  it('changes on the last Sundays of March and October', () => {
    expect(londonToUtc('2024-03-30', '20:00').toISOString()).toBe('2024-03-30T20:00:00.000Z');
    expect(londonToUtc('2024-03-31', '20:00').toISOString()).toBe('2024-03-31T19:00:00.000Z');
    expect(londonToUtc('2024-10-26', '20:00').toISOString()).toBe('2024-10-26T19:00:00.000Z');
    expect(londonToUtc('2024-10-27', '20:00').toISOString()).toBe('2024-10-27T20:00:00.000Z');
  });
});

describe('fixtureTimes', () => {
  it('reads the configured TimeSpans, keeping the defaults for unset or unreadable ones', () => {
    expect(fixtureTimes('19:30:00', '02:30:00')).toEqual({
      fixtureStartTime: '19:30',
      fixtureDurationHours: 2.5,
    });
    expect(fixtureTimes('7:05', '1.00:00:00')).toEqual({
      fixtureStartTime: '07:05',
      fixtureDurationHours: 24,
    });
    expect(fixtureTimes(null, undefined)).toEqual({ fixtureStartTime: '20:00', fixtureDurationHours: 3 });
    expect(fixtureTimes('soon', '')).toEqual({ fixtureStartTime: '20:00', fixtureDurationHours: 3 });
    // A start a day or more in is not a time of day.
    expect(fixtureTimes('1.02:00:00', null).fixtureStartTime).toBe('20:00');
  });
});

describe('divisionCalendar', () => {
  it('is a VCALENDAR with CRLF line endings, folded lines and the product name', () => {
    const text = calendar([]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(text);
    expect(lines).toContain('PRODID:-//Town Darts//League fixtures//EN');
    expect(lines).toContain('X-WR-CALNAME:Town Darts - Winter 2024');
    expect(lines).toContain('X-WR-TIMEZONE:Europe/London');
  });

  it('has one event per real fixture at 20:00 UK time for 3 hours, skipping placeholder rows', () => {
    const placeholder = placeholderRow(anchor, { isKnockout: false, fixturesUsingAddress: [], division });
    const text = calendar([
      { date: '2024-06-12', fixtures: [fixture(), placeholder], tournamentFixtures: [], notes: [] },
    ]);
    const lines = unfold(text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:g1',
        'DTSTAMP:20240102T101112Z',
        'DTSTART:20240612T190000Z',
        'DTEND:20240612T220000Z',
        'SUMMARY:🎯 Anchor v Bell',
        'LOCATION:Anchor Inn',
        'STATUS:CONFIRMED',
        'SEQUENCE:1',
        'CATEGORIES:Division One',
        'URL:https://darts.example.org/score/g1',
        'DESCRIPTION:Anchor v Bell\\nhttps://darts.example.org/score/g1',
        'ACTION:NONE',
      ]),
    );
  });

  it('shows the score of a played fixture and raises its sequence', () => {
    const lines = unfold(
      calendar([
        {
          date: '2024-01-10',
          fixtures: [fixture({ homeScore: 5, awayScore: 3 })],
          tournamentFixtures: [],
          notes: [],
        },
      ]),
    );
    expect(lines).toContain('SUMMARY:🎯 Anchor 5 - 3 Bell');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20240110T200000Z');
  });

  it('adds notes as all-day events with escaped, folded text', () => {
    const long = `Finals night, at the Bell; bring ${'friends '.repeat(12)}\nand family`;
    const text = calendar([
      {
        date: '2024-02-07',
        fixtures: [],
        tournamentFixtures: [],
        notes: [
          {
            id: 'n1',
            date: '2024-02-07',
            note: long,
            seasonId: 's',
            divisionId: null,
            created: null,
            author: null,
            updated: null,
            editor: null,
          },
        ],
      },
    ]);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    const lines = unfold(text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20240207');
    expect(lines).toContain('DTEND;VALUE=DATE:20240208');
    expect(lines).toContain(`SUMMARY:🏷️ ${escapeText(long)}`);
    expect(lines).toContain(`DTSTAMP:${utcStamp('2024-01-01T00:00:00.000Z')}`);
  });

  it('adds tournaments as all-day events and groups superleague matches by host and opponent', () => {
    const a = side('a', 'Alice', [{ id: 'p1', name: 'Alice' }]);
    const b = side('b', 'Ben', [{ id: 'p2', name: 'Ben' }]);
    const cup = tournamentRow(
      tournament('t1', '2024-03-01', { type: 'Singles cup', address: 'Town Hall', sides: [a, b] }),
    );
    const superleague = (id: string, scoreA: number, scoreB: number): DivisionTournamentFixture =>
      tournamentRow(
        tournament(id, '2024-03-01', {
          singleRound: true,
          host: 'Town',
          opponent: 'City',
          round: {
            matches: [tournamentMatch(`${id}-m`, a, b, scoreA, scoreB)],
            matchOptions: [],
            nextRound: null,
          },
        }),
      );
    const lines = unfold(
      calendar([
        {
          date: '2024-03-01',
          fixtures: [],
          tournamentFixtures: [
            cup,
            superleague('s1', 3, 1),
            superleague('s2', 2, 3),
            proposedVenueRow('Pub', '2024-03-01'),
          ],
          notes: [],
        },
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:🎯 Singles cup');
    expect(lines).toContain('CATEGORIES:Singles cup');
    expect(lines).toContain('URL:https://darts.example.org/tournament/t1');
    expect(lines).toContain('SUMMARY:🎯 Town 5 - 4 City');
    expect(lines).toContain('CATEGORIES:Superleague');
    expect(lines).toContain('URL:https://darts.example.org/live/superleague/?date=2024-03-01');
  });
});
