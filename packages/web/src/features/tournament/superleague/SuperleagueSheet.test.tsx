import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { recomputeLeg } from '@darts/core/scoring/leg';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount, buildDivision, buildSite } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildSide, buildTournament } from '../test/builders';

let live: FakeLiveConnection;
beforeEach(() => {
  live = new FakeLiveConnection();
  setLiveConnectionForTests(live);
});
afterEach(() => setLiveConnectionForTests(null));

beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./SuperleagueSheet')]);
}, 60_000);

const v = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));
const leg = (home: number[], away: number[]) =>
  recomputeLeg({ startingScore: 501, home: { throws: v(...home) }, away: { throws: v(...away) } });

/* Ann beats Bea 2-1 (the hand-worked match of core's superleague tests); Eve v Fay has no record. */
function record(id: string, legs: SaygRecord['legs']): SaygRecord {
  return {
    id,
    yourName: 'Ann',
    opponentName: 'Bea',
    startingScore: 501,
    numberOfLegs: 3,
    homeScore: 2,
    awayScore: 1,
    tournamentMatchId: null,
    legs,
    created: '2025-03-01T10:00:00.000Z',
    updated: '2025-03-01T10:00:00.000Z',
    author: 'x',
    editor: 'x',
    deleted: null,
    remover: null,
  } as SaygRecord;
}
const m1 = record('00000000-0000-4000-8000-0000000000a1', {
  '0': leg([180, 140, 100, 81], [60, 60, 60]),
  '1': leg([100, 45, 26], [140, 140, 140, 81]),
  '2': leg([100, 100, 100, 100, 150, 101], [60, 60, 60, 60, 60]),
});

const division = buildDivision({ name: 'Superleague' });
function night(overrides: Partial<TournamentDto> = {}): TournamentDto {
  const [ann, bea, eve, fay] = ['Ann', 'Bea', 'Eve', 'Fay'].map((n) => buildSide(n)) as [
    ReturnType<typeof buildSide>,
    ReturnType<typeof buildSide>,
    ReturnType<typeof buildSide>,
    ReturnType<typeof buildSide>,
  ];
  const [cat, dan] = [buildSide('Cat'), buildSide('Dan')];
  return buildTournament(0, {
    singleRound: true,
    host: 'The Bell',
    opponent: 'The Crown',
    gender: 'men',
    divisionId: division.id,
    bestOf: 3,
    sides: [ann, bea, eve, fay, cat, dan],
    round: {
      id: null,
      name: null,
      matches: [
        { id: 'm1', sideA: ann, sideB: bea, scoreA: 2, scoreB: 1, saygId: m1.id },
        { id: 'm2', sideA: eve, sideB: fay, scoreA: null, scoreB: null, saygId: null },
      ],
      matchOptions: [null, null],
      nextRound: null,
    },
    ...overrides,
  });
}

/** A server holding `tournament`, signed in with `flags` (none: a visitor); PUT echoes the body. */
function serve(
  tournament: TournamentDto,
  flags: AccessFlag[] | null,
  squads: Record<string, TournamentDto['sides']> = {},
) {
  let current = tournament;
  return fakeFetch({
    'GET /api/Account': flags ? { body: buildAccount({ access: access(...flags) }) } : { status: 204 },
    'GET /api/Site': { body: buildSite({ name: 'Somerset Darts Organisation' }) },
    'GET /api/Division': { body: [division] },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    [`GET /api/Sayg/${m1.id}`]: { body: m1 },
    // The season's teams of the division, offered as host and opponent.
    [`GET /api/Team/${division.id}/${tournament.seasonId}`]: {
      body: ['The Bell', 'The Anchor', 'Old Team', ...Object.keys(squads)].map((name, i) => ({
        id: `team-${i}`,
        name,
        address: '',
        seasons: [
          {
            id: `ts-${i}`,
            seasonId: name === 'Old Team' ? 'an earlier season' : tournament.seasonId,
            divisionId: division.id,
            players: (squads[name] ?? []).map((side) => ({ ...side.players[0]!, deleted: null })),
            deleted: null,
          },
        ],
      })),
    },
    'PUT /api/Tournament/': (call) => {
      const { lastUpdated: _, ...body } = call.body as TournamentDto & { lastUpdated: string };
      current = { ...current, ...body, updated: new Date().toISOString() };
      return { body: envelope(current) };
    },
  });
}

describe('a single-round (superleague) tournament', () => {
  it('shows the master draw, the match log, the summary and the report to a visitor', async () => {
    const t = night();
    serve(t, null);
    renderApp(`/tournament/${t.id}`);
    expect(await screen.findByRole('heading', { name: /^The Bell vs The Crown - / })).toBeTruthy();
    const draw = screen.getByRole('table', { name: 'Master draw' });
    expect(
      within(draw)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['#The BellLegsThe Crown', 'M1Ann2 - 1Bea', 'M2Eve - Fay']);
    expect(screen.queryByRole('form', { name: 'Add a match' })).toBeNull();
    // Read-only, each player links to their page in the night's division.
    const [, ann] = within(draw).getAllByRole('row');
    expect(within(ann!).getByRole('link', { name: 'Ann' }).getAttribute('href')).toContain(
      `/division/${division.id}/player:`,
    );

    // The match log: Ann's legs and the warning for the match without a record.
    const log = await screen.findByRole('table', { name: 'Match log M1' });
    expect(within(log).getByText('90.23')).toBeTruthy();
    expect(screen.getByText(/No data available for the match between Eve and Fay/)).toBeTruthy();
    const bust = within(log)
      .getAllByRole('row')
      .find((r) => r.textContent?.startsWith('318'));
    expect(bust).toBeTruthy();
    // 180 is red and bold, 100 red.
    const max = within(log)
      .getAllByText('180')
      .find((c) => c.tagName === 'TD')!;
    expect(max.className).toBe('text-danger fw-bold');

    // The summary: averages to 2 decimals, '-' for the match without a record.
    const summary = screen.getByRole('table', { name: 'Summary' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toBe('M1Ann21071190.23Bea1303081.75');
    expect(rows[2]).toBe('M2Eve0-Fay0-');
    expect(rows.at(-2)).toBe('Average of all darts90.23Average of all darts81.75');

    // The report: organisation, division and gender, both sides' legs won, each player's night.
    const report = screen.getByRole('region', { name: 'Somerset Darts Organisation' });
    expect(within(report).getByText('Superleague (men)')).toBeTruthy();
    expect(
      within(report)
        .getAllByText(/Legs won:/)
        .map((e) => e.textContent),
    ).toEqual(['Legs won: 2', 'Legs won: 1']);
    // Each side's running average across the night, charted (its figures in the caption for print);
    // the chart's code loads once a match has a record (NightChart.tsx).
    const chart = await within(report).findByRole('figure', {
      name: 'Running averages: The Bell v The Crown',
    });
    expect(chart.textContent).toContain('Running 3-dart average: The Bell 90.23, The Crown 81.75');
    const players = within(report).getByRole('table', { name: 'Players on the night' });
    expect(
      within(players)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'PlayerTeamLegsAverageFirst 9Checkout %100+140+180Best leg',
      'AnnThe Bell2/390.2399.00100.0%71112 darts',
      'BeaThe Crown1/381.7586.67100.0%03012 darts',
    ]);
  });

  it('highlights the winners with ?winner, and kioskMode or "Master draw only" hide the reports', async () => {
    const t = night();
    serve(t, ['kioskMode']);
    const kiosk = renderApp(`/tournament/${t.id}?winner`);
    const draw = await screen.findByRole('table', { name: 'Master draw' });
    expect(within(draw).getByRole('cell', { name: 'Ann' }).className).toContain('superleague-winner');
    expect(within(draw).getByRole('cell', { name: 'Bea' }).className).not.toContain('superleague-winner');
    expect(screen.queryByRole('heading', { name: 'Match log' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Master draw only' })).toBeNull();
    kiosk.unmount();

    serve(t, null);
    renderApp(`/tournament/${t.id}`);
    await screen.findByRole('heading', { name: 'Match log' });
    act(() => screen.getByRole('switch', { name: 'Master draw only' }).click());
    expect(screen.queryByRole('heading', { name: 'Match log' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Master draw' })).toBeTruthy();
  });

  it('follows a match live: a new leg shows in the log without a reload', async () => {
    const t = night();
    serve(t, null);
    renderApp(`/tournament/${t.id}`);
    await screen.findByRole('table', { name: 'Match log M1' });
    await waitFor(() => expect(live.active()).toContain(`Sayg:${m1.id}`));
    const more = record(m1.id, { ...m1.legs, '3': leg([177], [60]) });
    act(() => live.update(m1.id, { ...more, updated: '2025-03-01T11:00:00.000Z' }));
    const log = screen.getByRole('table', { name: 'Match log M1' });
    await waitFor(() => expect(within(log).getAllByText('177').length).toBeGreaterThan(0));
  });

  it('lets an organiser add a match from the free sides and set the night up in Edit tournament', async () => {
    const t = night({ singleRound: true });
    const calls = serve(t, ['manageTournaments']);
    renderApp(`/tournament/${t.id}`);
    const form = await screen.findByRole('form', { name: 'Add a match' });
    expect(within(screen.getByRole('table', { name: 'Master draw' })).queryByRole('link')).toBeNull();
    const hostPlayer = within(form).getByLabelText('The Bell player') as HTMLSelectElement;
    // Only Cat and Dan are not playing yet; a side chosen on one side is not offered on the other.
    expect([...hostPlayer.options].map((o) => o.text)).toEqual(['Choose…', 'Cat', 'Dan']);
    expect(within(form).getByRole('button', { name: 'Add match' })).toHaveProperty('disabled', true);
    fireEvent.change(hostPlayer, { target: { value: t.sides[4]!.id } });
    const opponentPlayer = within(form).getByLabelText('The Crown player') as HTMLSelectElement;
    expect([...opponentPlayer.options].map((o) => o.text)).toEqual(['Choose…', 'Dan']);
    fireEvent.change(opponentPlayer, { target: { value: t.sides[5]!.id } });
    act(() => within(form).getByRole('button', { name: 'Add match' }).click());
    const draw = screen.getByRole('table', { name: 'Master draw' });
    await waitFor(() => expect(within(draw).getAllByRole('row')).toHaveLength(4));
    expect(within(draw).getAllByRole('row')[3]!.textContent).toContain('M3Cat - Dan');
    const added = calls.callsTo('PUT', '/api/Tournament/')[0]!.body as TournamentDto;
    expect(added.round?.matches.map((m) => m.sideA?.name)).toEqual(['Ann', 'Eve', 'Cat']);

    act(() => screen.getByRole('button', { name: 'Edit tournament' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    const opponent = within(dialog).getByLabelText('Opponent') as HTMLInputElement;
    expect(opponent.value).toBe('The Crown');
    // Host and opponent offer the season's teams (typing any other name is allowed).
    await waitFor(() => expect(opponent.list?.options).toHaveLength(2));
    expect([...opponent.list!.options].map((o) => o.value)).toEqual(['The Anchor', 'The Bell']);
    expect((within(dialog).getByLabelText('Host') as HTMLInputElement).list).toBe(opponent.list);
    fireEvent.change(opponent, { target: { value: 'The Anchor' } });
    act(() => within(dialog).getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.callsTo('PUT', '/api/Tournament/')[1];
    expect(put!.body).toMatchObject({ singleRound: true, host: 'The Bell', opponent: 'The Anchor' });
    expect(await screen.findByRole('heading', { name: /^The Bell vs The Anchor - / })).toBeTruthy();
  });

  it("offers on each side of a new match only that side's players", async () => {
    const [cat, dan, gus, hal] = ['Cat', 'Dan', 'Gus', 'Hal'].map((n) => buildSide(n));
    const drawn = night();
    const t = { ...drawn, sides: [...drawn.sides.slice(0, 4), cat!, dan!, gus!, hal!] };
    // Cat plays for The Bell (host), Dan for The Crown (opponent), Gus for The Anchor; Hal for no team.
    serve(t, ['manageTournaments'], { 'The Bell': [cat!], 'The Crown': [dan!], 'The Anchor': [gus!] });
    renderApp(`/tournament/${t.id}`);
    const form = await screen.findByRole('form', { name: 'Add a match' });
    const options = (label: string) =>
      [...(within(form).getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text);
    await waitFor(() => expect(options('The Bell player')).toEqual(['Choose…', 'Cat', 'Hal']));
    expect(options('The Crown player')).toEqual(['Choose…', 'Dan', 'Hal']);
  });

  it("edits a night's details without notes or report switches, keeping their stored values", async () => {
    const t = night({ notes: 'Bring the trophy', accoladesCount: false, excludeFromReports: true });
    const calls = serve(t, ['manageTournaments']);
    renderApp(`/tournament/${t.id}`);
    const edit = await screen.findByRole('button', { name: 'Edit tournament' });
    act(() => edit.click());
    const dialog = await screen.findByRole('dialog', { name: 'Edit tournament' });
    const labels = [...dialog.querySelectorAll('label')].map((l) => l.textContent?.trim());
    for (const shown of ['Date', 'Address', 'Type', 'Division', 'Best of', 'Host', 'Opponent', 'Gender'])
      expect(labels.some((l) => l?.startsWith(shown))).toBe(true);
    expect(within(dialog).getByLabelText('Single round (superleague)')).toHaveProperty('checked', true);
    expect(within(dialog).queryByLabelText('Notes')).toBeNull();
    expect(within(dialog).queryByLabelText('Include 180s and hi-checks in the players table')).toBeNull();
    expect(within(dialog).queryByLabelText('Exclude from reports')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Gender'), { target: { value: 'women' } });
    act(() => within(dialog).getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.callsTo('PUT', '/api/Tournament/')[0]!.body).toMatchObject({
      gender: 'women',
      notes: 'Bring the trophy',
      accoladesCount: false,
      excludeFromReports: true,
    });
  });
});
