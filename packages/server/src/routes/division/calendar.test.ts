import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import { seedDemo, type DemoSummary } from '#server/seed/demo';
import { ROUTE_DIALECTS, startServer, type TestServer } from '#server-test/support';

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe.each(ROUTE_DIALECTS)('GET /api/Division/Data as an iCalendar feed on %s', (dialect) => {
  let server: TestServer;
  let demo: DemoSummary;
  const feed = () => `/api/Division/Data?divisionId=${demo.divisionIds[0]}&seasonId=${demo.seasonId}`;
  beforeAll(async () => {
    server = await startServer(dialect, {
      now: () => new Date('2026-11-22T12:00:00Z'),
      config: { SITE_NAME: 'Town Darts', PUBLIC_URL: 'https://darts.example.org' },
    });
    demo = await seedDemo(server.ctx);
  });
  afterAll(async () => server.close());

  it('answers text/calendar as an attachment named after the site and season', async () => {
    const response = await server.client().get(`${feed()}&content-type=text/calendar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Town Darts - Winter 2026_27.ics"; filename*=UTF-8''Town%20Darts%20-%20Winter%202026_27.ics`,
    );
    const text = response.body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfold(text)).toContain('X-WR-CALNAME:Town Darts - Winter 2026/27');
  });

  it('has a VEVENT per fixture (no placeholders) and per note, with lines folded at 75 octets', async () => {
    const text = (await server.client().get(feed(), { accept: 'text/calendar' })).body as string;
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(text);
    const summaries = lines.filter((l) => l.startsWith('SUMMARY:'));
    // 30 fixtures of the Premier Division and the 3 notes that show on it.
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(33);
    expect(summaries.filter((s) => s.startsWith('SUMMARY:🎯'))).toHaveLength(30);
    expect(summaries.filter((s) => s.startsWith('SUMMARY:🏷️'))).toHaveLength(3);
    expect(summaries).toContain('SUMMARY:🎯 Crown & Anchor v Kings Arms');
    expect(summaries.some((s) => /^SUMMARY:🎯 .+ \d - \d .+$/.test(s))).toBe(true);
    expect(lines).toContain('DTSTART:20261125T200000Z');
    expect(lines).toContain('URL:https://darts.example.org/score/' + demo.gameIds[0]);
  });

  it('starts and ends league fixtures at the times the league configured', async () => {
    const features = await server.signedIn(['manageFeatures']);
    const set = (id: string, configuredValue: string | null) =>
      features.put('/api/Feature', { id, configuredValue });
    expect((await set(FEATURE_IDS.fixtureStartTime, '19:30:00')).status).toBe(200);
    expect((await set(FEATURE_IDS.fixtureDuration, '02:30:00')).status).toBe(200);
    try {
      const lines = unfold((await server.client().get(feed(), { accept: 'text/calendar' })).body as string);
      expect(lines).toContain('DTSTART:20261125T193000Z');
      expect(lines).toContain('DTEND:20261125T220000Z');
      expect(lines).not.toContain('DTSTART:20261125T200000Z');
    } finally {
      await set(FEATURE_IDS.fixtureStartTime, null);
      await set(FEATURE_IDS.fixtureDuration, null);
    }
  });

  it("limits the feed to one team's fixtures with teamId", async () => {
    const text = (await server.client().get(`${feed()}&teamId=${demo.teamIds[0]}&content-type=text/calendar`))
      .body as string;
    const summaries = unfold(text).filter((l) => l.startsWith('SUMMARY:🎯'));
    expect(summaries).toHaveLength(10);
    expect(summaries.every((s) => s.includes('The Red Lion'))).toBe(true);
  });
});
