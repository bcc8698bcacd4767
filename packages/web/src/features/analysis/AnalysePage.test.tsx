import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@darts/core/analysis/breakdowns';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { buildSide, buildTournament } from '#web/features/tournament/test/builders';

const SEASON = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Winter 2026',
  startDate: '2026-01-01',
  endDate: '2026-06-30',
};
const analyst = { body: buildAccount({ access: access('analyseMatches') }) };
const SAYG = 'cccccccc-0000-4000-8000-000000000001';
const night = buildTournament(0, {
  seasonId: SEASON.id,
  date: '2026-03-05',
  type: 'Men',
  singleRound: true,
  host: 'Crown',
  opponent: 'Bell',
  round: {
    id: null,
    name: null,
    matches: [
      { id: 'm1', sideA: buildSide('Ann'), sideB: buildSide('Bea'), scoreA: 1, scoreB: 0, saygId: SAYG },
    ],
    matchOptions: [],
    nextRound: null,
  },
});
const cup = buildTournament(2, { seasonId: SEASON.id, date: '2026-02-01', type: 'Singles' });
const elsewhere = buildTournament(2, { date: '2025-02-01' });
const result: AnalysisResult = {
  MostFrequentThrows: { Crown: [{ score: 60, number: 3 }], Bell: [] },
  HighestScores: {
    Crown: [
      { score: 180, number: 2 },
      { score: 140, number: 1 },
      { score: 60, number: 3 },
    ],
    Bell: [{ score: 100, number: 1 }],
  },
  MostFrequentPlayers: { Crown: [{ name: 'Ann', value: 2 }], Bell: [] },
};

function server(account = analyst) {
  return fakeFetch({
    'GET /api/Account': account,
    'GET /api/Season/': { body: [SEASON] },
    'GET /api/Tournament/': { body: [cup, night, elsewhere] },
    [`GET /api/Tournament/${night.id}`]: { body: night },
    [`GET /api/Sayg/${SAYG}`]: { body: { ...play(buildRecord(), 'home', 100, 60, 180), id: SAYG } },
    'POST /api/Sayg/Analyse': {
      body: envelope(result, { messages: ['Analysing tournament Crown v Bell...'] }),
    },
  });
}

describe('/analyse/{season}', () => {
  it("lists the season's tournaments, asks for a choice first, then analyses the chosen", async () => {
    const fetched = server();
    const { user, router } = renderApp('/analyse/winter%202026');
    const list = await screen.findByRole('group', { name: 'Tournaments' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.nextSibling?.textContent),
    ).toEqual(['Superleague · Thu 5 Mar 2026 · Men · v Bell', 'Tournament · Sun 1 Feb 2026 · Singles']);
    await user.click(screen.getByRole('button', { name: 'Analyse 0 tournaments' }));
    expect(screen.getByRole('alert').textContent).toBe('Select some tournaments first');
    expect(fetched.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'All' }));
    expect(new URLSearchParams(router.location.search).getAll('t')).toEqual([night.id, cup.id]);
    await user.click(within(list).getByRole('button', { name: 'None' }));
    await user.click(within(list).getByLabelText('Superleague · Thu 5 Mar 2026 · Men · v Bell'));
    await user.click(screen.getByRole('button', { name: 'Analyse 1 tournament' }));
    await screen.findByRole('region', { name: 'Best scores' });
    expect(fetched.calls.find((c) => c.method === 'POST')?.body).toEqual({ tournamentIds: [night.id] });
  });

  it('shows the panels per team with 100+ red and 180 bold, and filters by team and kind from the address', async () => {
    server();
    const { user, router } = renderApp(`/analyse/${SEASON.id}?t=${night.id}`);
    const best = await screen.findByRole('region', { name: 'Best scores' });
    const score = (n: string) => within(best).getByText(n);
    expect(score('180').className).toBe('text-danger fw-bold');
    expect(score('140').className).toBe('text-danger');
    expect(score('60').className).toBe('');
    expect(screen.getByRole('region', { name: 'Common players' }).textContent).toContain('Ann × 2');

    await user.click(within(best).getByRole('button', { name: 'Only Crown' }));
    expect(router.location.search).toContain('team=Crown');
    expect(within(screen.getByRole('region', { name: 'Best scores' })).queryByText('Bell')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Only common scores' }));
    expect(screen.queryByRole('region', { name: 'Best scores' })).toBeNull();
    // Chips remove a filter, and a tournament from the choice.
    await user.click(screen.getByRole('button', { name: 'Remove Common scores' }));
    await user.click(screen.getByRole('button', { name: 'Remove Team: Crown' }));
    expect(screen.getByRole('region', { name: 'Best scores' }).textContent).toContain('Bell');
    await user.click(
      screen.getByRole('button', { name: 'Remove Superleague · Thu 5 Mar 2026 · Men · v Bell' }),
    );
    expect(new URLSearchParams(router.location.search).getAll('t')).toEqual([]);
  });

  it("charts each scored match's running averages on demand", async () => {
    server();
    const { user } = renderApp(`/analyse/${SEASON.name}?t=${night.id}`);
    await user.click(await screen.findByRole('button', { name: 'Show running averages' }));
    const chart = await screen.findByRole('figure', { name: 'Running averages: Ann v Bea' });
    await waitFor(() => expect(chart.textContent).toContain('Running 3-dart average: Ann 140.00, Bea 60.00'));
  });

  it("joins the answer's errors and warnings in one alert, beside the results it has", async () => {
    fakeFetch({
      'GET /api/Account': analyst,
      'GET /api/Season/': { body: [SEASON] },
      'GET /api/Tournament/': { body: [cup, night] },
      'POST /api/Sayg/Analyse': {
        body: {
          ...envelope(result),
          success: false,
          errors: ['Analysis encountered an error, results may be incomplete'],
          warnings: [`Tournament not found with id ${cup.id}`],
        },
      },
    });
    renderApp(`/analyse/${SEASON.name}?t=${night.id}&t=${cup.id}`);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Analysis encountered an error, results may be incomplete',
      `Tournament not found with id ${cup.id}`,
    ]);
    expect(screen.getByRole('region', { name: 'Best scores' })).toBeTruthy();
  });

  it('says when the season cannot be found', async () => {
    server();
    renderApp('/analyse/Summer');
    expect(await screen.findByText('Could not find season with name: Summer')).toBeTruthy();
  });

  it('refuses an account without analyseMatches', async () => {
    server({ body: buildAccount({ access: access('runReports') }) });
    renderApp(`/analyse/${SEASON.name}`);
    expect(await screen.findByText("You're not permitted to use this function")).toBeTruthy();
  });
});
