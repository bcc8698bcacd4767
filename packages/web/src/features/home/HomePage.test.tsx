import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { csvFileName } from '@darts/core/openData/csv';
import type { HomeSummary } from '@darts/core/contract/home';
import type { WatchableData } from '@darts/core/contract/live';
import { buildFixture, buildTeam, DIVISION, SEASON } from '#web/features/league/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { catchDownloads } from '#web/test/downloads';

const ash = buildTeam({ name: 'Ash Arms', rank: 1, played: 4, points: 8 });
const bay = buildTeam({ name: 'Bay Horse', rank: 2, played: 4, points: 6 });
const cob = buildTeam({ name: 'Cobblers Rest', rank: 3, played: 4, points: 2 });

const tonight = buildFixture(ash, bay);
const summary: HomeSummary = {
  today: '2026-11-22',
  season: SEASON,
  divisions: [{ id: DIVISION.id, name: DIVISION.name, teams: [ash, bay, cob] }],
  tonight: { date: '2026-11-22', fixtures: [tonight] },
  next: { date: '2026-11-29', fixtures: [buildFixture(cob, ash)] },
  latest: { date: '2026-11-15', fixtures: [buildFixture(bay, cob, { homeScore: 5, awayScore: 3 })] },
};

const live: WatchableData = {
  id: '11111111-2222-4333-8444-555555555555',
  dataType: 'Sayg',
  publicationMode: 'Polling',
  lastUpdate: new Date().toISOString(),
  relativeUrl: '/live/match/11111111-2222-4333-8444-555555555555',
  absoluteUrl: null,
  userName: null,
  eventDetails: { type: null, venue: null, opponents: ['Alice', 'Bob'] },
};

const section = async (name: string | RegExp) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

describe('the home page', () => {
  it("shows the matches live now, tonight's and the next fixtures, the latest results and the tables", async () => {
    fakeFetch({
      'GET /api/Home/Summary': { body: summary },
      'GET /api/Live/Watch': { body: [live] },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: SEASON.name, level: 1 })).toBeTruthy();

    const liveNow = await section('Live now');
    const match = await within(liveNow).findByRole('link', { name: 'Alice vs Bob' });
    expect(match.getAttribute('href')).toBe(live.relativeUrl);
    expect(within(liveNow).queryByText('Polling')).toBeNull();

    const tonightSection = await section(/^Tonight/);
    expect(within(tonightSection).getByText(/Sun 22 Nov 2026/)).toBeTruthy();
    const row = within(tonightSection).getByRole('link', { name: 'Ash Arms vs Bay Horse' });
    expect(row.getAttribute('href')).toBe(`/score/${tonight.id}`);
    expect(within(tonightSection).getByText('Premier')).toBeTruthy();

    expect(
      within(await section(/^Next fixtures/)).getByRole('link', { name: 'Cobblers Rest vs Ash Arms' }),
    ).toBeTruthy();
    expect(
      within(await section(/^Latest results/)).getByRole('link', { name: 'Bay Horse 5 - 3 Cobblers Rest' }),
    ).toBeTruthy();

    const table = within(await section('League tables')).getByRole('table', { name: 'Premier' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1Ash Arms48', '2Bay Horse46', '3Cobblers Rest42']);
    expect(screen.getByRole('link', { name: 'Full Premier table' }).getAttribute('href')).toBe(
      `/teams/${SEASON.name}/?division=Premier`,
    );
  });

  it("downloads a division's top of the table as CSV as it shows", async () => {
    const downloads = catchDownloads();
    fakeFetch({ 'GET /api/Home/Summary': { body: summary } });
    const { user } = renderApp('/');
    const tables = await section('League tables');
    await user.click(within(tables).getByRole('button', { name: /^CSV ?of Premier$/ }));
    const csv = await downloads.file();
    expect(csv.name).toBe(csvFileName(`${SEASON.name} Premier top of the table`));
    expect(csv.text).toBe('#,Team,Played,Points\n1,Ash Arms,4,8\n2,Bay Horse,4,6\n3,Cobblers Rest,4,2\n');
  });

  it('says when nothing is on tonight, nothing is live and there are no results yet', async () => {
    fakeFetch({ 'GET /api/Home/Summary': { body: { ...summary, tonight: null, latest: null } } });
    renderApp('/');
    expect(await screen.findByText('No fixtures tonight.')).toBeTruthy();
    expect(screen.getByText('No results yet.')).toBeTruthy();
    expect(screen.getByText('Nothing is being scored live right now.')).toBeTruthy();
    expect(within(await section(/^Next fixtures/)).getByText(/Sun 29 Nov 2026/)).toBeTruthy();
  });

  it('leads to Live, the TV view, Practice and About', async () => {
    fakeFetch();
    const { router, user } = renderApp('/');
    const links = within(await screen.findByRole('navigation', { name: 'Go to' }));
    expect(await screen.findByText(/Pick a division from the menu/)).toBeTruthy();
    for (const [name, href] of [
      ['Live', '/live'],
      ['TV view', '/tv'],
      ['Practice', '/practice'],
      ['About', '/about'],
    ]) {
      expect(links.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await act(async () => user.click(links.getByRole('link', { name: 'TV view' })));
    expect(router.location.pathname).toBe('/tv');
    expect(await screen.findByText('Nothing is being played live, and no fixtures tonight.')).toBeTruthy();
  });
});
