import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import {
  GAME_ID,
  SEASON_ID,
  DIVISION_ID,
  HOME_ID,
  AWAY_ID,
  homePlayers,
  awayPlayers,
  team,
  match,
  buildGame,
  serve,
  admin,
} from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fixture scorecard', () => {
  it("shows 'No scores, yet' and the header links to a visitor of an empty scorecard", async () => {
    serve(buildGame(), null);
    renderApp(`/score/${GAME_ID}`);

    expect(await screen.findByText('No scores, yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crown vs Anchor' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Fixture' });
    expect(within(nav).getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe(
      `/division/${DIVISION_ID}/teams/${SEASON_ID}`,
    );
    expect(within(nav).getByRole('link', { name: 'Fixtures' }).getAttribute('href')).toBe(
      `/division/${DIVISION_ID}/fixtures/${SEASON_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a published scorecard read-only, with the winner highlighted', async () => {
    serve(
      buildGame({
        resultsPublished: true,
        matches: [
          match({
            homePlayers: [homePlayers[0]!],
            awayPlayers: [awayPlayers[0]!],
            homeScore: 3,
            awayScore: 1,
          }),
        ],
      }),
      null,
    );
    renderApp(`/score/${GAME_ID}`);
    const row = await screen.findByRole('row', { name: 'Match 1' });
    expect(within(row).getByText('Alice').closest('td')?.className).toContain('table-success');
    expect(within(row).getByText('Xavier').closest('td')?.className).not.toContain('table-success');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it("says 'Game could not be found' when the server answers 204", async () => {
    serve(null, null);
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText('Game could not be found')).toBeTruthy();
  });

  it.each([
    ['seasons', 'GET /api/Season/', 'App has finished loading, no seasons are available'],
    ['teams', 'GET /api/Team/', 'App has finished loading, no teams are available'],
    ['divisions', 'GET /api/Division', 'App has finished loading, no divisions are available'],
  ])('waits for the %s and reports when there are none', async (_list, route, message) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fake = serve(buildGame(), admin(), {
      [route]: async () => {
        await answered;
        return { body: [] };
      },
    });
    renderApp(`/score/${GAME_ID}`);
    // The fixture and both squads have been read, but the list has not answered yet.
    await waitFor(() => expect(fake.callsTo('GET', `/api/Team/${AWAY_ID}`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Crown vs Anchor' })).toBeNull();
    answer();
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert?.className).toContain('alert-warning');
    expect(alert?.textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Crown vs Anchor' })).toBeNull();
  });

  it('shows the card once the seasons, teams and divisions have loaded', async () => {
    const fake = serve(buildGame(), admin());
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByRole('heading', { name: 'Crown vs Anchor' })).toBeTruthy();
    expect(screen.queryByText(/App has finished loading/)).toBeNull();
    for (const path of ['/api/Season/', '/api/Team/', '/api/Division']) {
      expect(fake.callsTo('GET', path).length).toBeGreaterThan(0);
    }
  });

  it('reports an error reading the fixture with its status', async () => {
    serve(null, null, {
      [`GET /api/Game/${GAME_ID}`]: {
        status: 400,
        body: envelope(null, { errors: ['id: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'] }),
      },
    });
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText('Error accessing fixture: Code: 400')).toBeTruthy();
    expect(screen.getByText('id: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBeTruthy();
  });

  it('reports a team that has not registered for the season', async () => {
    serve(buildGame(), null, {
      [`GET /api/Team/${AWAY_ID}`]: {
        body: {
          ...team(AWAY_ID, 'Anchor', []),
          seasons: [{ ...team(AWAY_ID, 'Anchor', []).seasons[0]!, seasonId: 'other' }],
        },
      },
    });
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText('away team has not registered for this season')).toBeTruthy();
  });

  it('reports a team that could not be found', async () => {
    serve(buildGame(), null, { [`GET /api/Team/${HOME_ID}`]: { status: 204 } });
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText('home team could not be found')).toBeTruthy();
  });

  it('lets a games manager edit the fixture details; a qualifier has no triples', async () => {
    const played = (i: number, homeScore: number, awayScore: number) =>
      match({ homePlayers: [homePlayers[i]!], awayPlayers: [awayPlayers[i]!], homeScore, awayScore });
    const triples = match({ homePlayers, awayPlayers, homeScore: 2, awayScore: 1 });
    const fake = serve(
      buildGame({
        matches: [played(0, 3, 2), played(1, 1, 3), ...Array.from({ length: 5 }, () => match()), triples],
      }),
      admin(),
    );
    const { user } = renderApp(`/score/${GAME_ID}`);

    expect(await screen.findByRole('combobox', { name: 'Match 8 home player 1' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Qualifier' }));
    expect(screen.queryByRole('combobox', { name: 'Match 8 home player 1' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Postponed' }));
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'The Anchor');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as { matchOptions: unknown[] };
    expect(body).toMatchObject({ isKnockout: true, postponed: true, address: 'The Anchor' });
    expect(body.matchOptions[0]).toEqual({ playerCount: 1, startingScore: 501, numberOfLegs: 3 });
    expect(body.matchOptions[7]).toEqual({ playerCount: 0, startingScore: 0, numberOfLegs: 0 });
    // Scores stay as entered (docs/decisions/042): those a best of 3 cannot have are told beside
    // their boxes; the hidden triples are emptied.
    const matches = (body as unknown as { matches: { homeScore: number | null; awayScore: number | null }[] })
      .matches;
    expect(matches[0]).toMatchObject({ homeScore: 3, awayScore: 2 });
    expect(matches[1]).toMatchObject({ homeScore: 1, awayScore: 3 });
    expect(matches[7]).toMatchObject({ homePlayers: [], awayPlayers: [], homeScore: null, awayScore: null });
    expect(screen.getByText('Match 1 home score must be at most 2 (2 legs win a best of 3)')).toBeTruthy();
    expect(screen.getByText('Match 2 away score must be at most 2 (2 legs win a best of 3)')).toBeTruthy();
  });

  it('lets an admin pick players, enter scores and save the scorecard', async () => {
    const fake = serve(buildGame(), admin());
    const { user } = renderApp(`/score/${GAME_ID}`);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Match 1 home player' }), 'h1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'a2');
    // A player already in a singles match cannot play another singles match for the side.
    const second = screen.getByRole('combobox', { name: 'Match 2 home player' });
    const alice = within(second).getByRole('option', { name: /Alice/ }) as HTMLOptionElement;
    expect(alice.disabled).toBe(true);
    expect(alice.textContent).toContain('Already playing in singles match 1');

    await user.type(screen.getByRole('spinbutton', { name: 'Match 1 home score' }), '9');
    expect((screen.getByRole('spinbutton', { name: 'Match 1 home score' }) as HTMLInputElement).value).toBe(
      '9',
    );
    expect(screen.getByText('Match 1 home score must be at most 3 (3 legs win a best of 5)')).toBeTruthy();
    await user.clear(screen.getByRole('spinbutton', { name: 'Match 1 home score' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Match 1 home score' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Match 1 away score' }), '2');
    expect(screen.queryByText(/Match 1 home score must/)).toBeNull();

    // Man of the match for both sides, each from the opposing squad.
    const homeMom = screen.getByRole('combobox', { name: 'Man of the match (Crown)' });
    expect(
      within(homeMom)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['', 'Xavier', 'Yusuf', 'Zed']);
    await user.selectOptions(homeMom, 'a1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Man of the match (Anchor)' }), 'h2');

    await user.click(screen.getByRole('button', { name: 'Add 180' }));
    expect(screen.getByText('Ensure a player is selected first')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '180 player' }), 'h1');
    await user.click(screen.getByRole('button', { name: 'Add 180' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hi-check player' }), 'a2');
    await user.click(screen.getByRole('button', { name: 'Add hi-check' }));
    expect(screen.getByText('Enter the score first')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Hi-check score' }), '110');
    await user.click(screen.getByRole('button', { name: 'Add hi-check' }));
    expect(screen.getByText('Yusuf (110)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      lastUpdated: '2025-03-01T10:00:00.000Z',
      home: { manOfTheMatch: 'a1' },
      away: { manOfTheMatch: 'h2' },
      oneEighties: [{ id: 'h1', name: 'Alice' }],
      over100Checkouts: [{ id: 'a2', name: 'Yusuf', score: 110 }],
      date: '2025-03-04',
      address: 'The Crown',
    });
    const matches = body.matches as unknown[];
    expect(matches).toHaveLength(8);
    expect(matches[0]).toEqual({
      homePlayers: [{ id: 'h1', name: 'Alice' }],
      awayPlayers: [{ id: 'a2', name: 'Yusuf' }],
      homeScore: 3,
      awayScore: 2,
      saygId: null,
    });
    // The fixture is read again after saving.
    await waitFor(() => expect(fake.callsTo('GET', `/api/Game/${GAME_ID}`).length).toBeGreaterThan(1));
  });

  it("shows 'Could not save score' under Save when the save fails, in no second dialog", async () => {
    serve(buildGame(), admin(), {
      [`PUT /api/Scores/${GAME_ID}`]: {
        body: envelope(null, { errors: ['Game cannot be updated, not permitted'] }),
      },
    });
    const { user } = renderApp(`/score/${GAME_ID}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    const refusal = (await screen.findByText('Game cannot be updated, not permitted')).closest(
      '[role=alert]',
    );
    expect(refusal?.textContent).toBe('Could not save scoreGame cannot be updated, not permitted');
    expect(save.nextElementSibling).toBe(refusal);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
