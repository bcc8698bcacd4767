import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import {
  GAME_ID,
  HOME_ID,
  AWAY_ID,
  homePlayers,
  awayPlayers,
  match,
  buildGame,
  submission,
  serve,
  admin,
} from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fixture scorecard submissions', () => {
  it("lets a clerk pick only their own side's man of the match and saves with the submission's token", async () => {
    // For a clerk the server presents their submission, with its audit stamp as `updated`.
    const read = buildGame({ updated: '2025-03-02T09:00:00.000Z' });
    const fake = serve(read, buildAccount({ teamId: AWAY_ID, access: access('inputResults') }), {
      [`PUT /api/Scores/${GAME_ID}`]: {
        body: envelope(
          { ...read, updated: '2025-03-02T09:05:00.000Z' },
          { messages: ['Submission updated', 'Scores updated'] },
        ),
      },
    });
    const { user } = renderApp(`/score/${GAME_ID}`);

    const mom = await screen.findByRole('combobox', { name: 'Man of the match (Anchor)' });
    expect(
      await screen.findByText(/^You are entering Anchor's results\. They are published when Crown submit/),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Man of the match (Crown)' })).toBeNull();
    expect(
      within(mom)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['', 'Alice', 'Bella', 'Cara']);
    await user.selectOptions(mom, 'h3');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Submissions' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body).toMatchObject({
      lastUpdated: '2025-03-02T09:00:00.000Z',
      away: { manOfTheMatch: 'h3' },
      home: { manOfTheMatch: null },
    });
    // The server's answer is shown over the card read again.
    const saved = await screen.findByRole('status');
    expect(saved.textContent).toBe('Saved: Submission updated, Scores updated');
    await user.click(within(saved).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/^Saved:/)).toBeNull();
    expect(screen.queryByText('Fixture details')).toBeNull();
  });

  it('shows a clerk a published scorecard read-only', async () => {
    serve(
      buildGame({ resultsPublished: true, matches: [match({ homeScore: 3, awayScore: 2 })] }),
      buildAccount({ teamId: HOME_ID, access: access('inputResults') }),
    );
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByRole('row', { name: 'Match 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      screen.getByText('The results are published. Ask the league administrator if they need changing.'),
    ).toBeTruthy();
  });

  it("lets an admin view a submission, accept parts of it, and save only once back on the fixture's own card", async () => {
    const fake = serve(
      buildGame({
        homeSubmission: submission({
          home: { id: HOME_ID, name: 'Crown', manOfTheMatch: 'a3' },
          matches: [
            match({
              homePlayers: [homePlayers[1]!],
              awayPlayers: [awayPlayers[2]!],
              homeScore: 3,
              awayScore: 1,
            }),
          ],
          oneEighties: [{ id: 'h2', name: 'Bella' }],
          over100Checkouts: [{ id: 'a3', name: 'Zed', score: 120 }],
        }),
      }),
      admin(),
    );
    const { user } = renderApp(`/score/${GAME_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Crown submission' }));
    expect(screen.getByText(/Viewing the home submission by Hannah Home/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: 'Match 1 home score' })).toBeNull();
    expect(
      (screen.getByRole('combobox', { name: 'Man of the match (Crown)' }) as HTMLSelectElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Accept match 1' }));
    await user.click(screen.getByRole('button', { name: 'Accept man of the match' }));
    await user.click(screen.getByRole('button', { name: 'Accept 180s' }));
    await user.click(screen.getByRole('button', { name: 'Accept hi-checks' }));
    expect(screen.getByRole('status', { name: 'Accepted' }).textContent).toContain(
      'Accepted from the Crown submission: Match 1, Man of the match, 180s, Hi-checks.',
    );
    expect(within(screen.getByRole('row', { name: 'Match 1' })).getByText('✓ Accepted')).toBeTruthy();
    // Save is off while the submission is viewed: the banner says so and offers the way back.
    expect(screen.getByRole('status', { name: 'Accepted' }).textContent).toContain(
      'Go back to the card, then Save to keep them.',
    );

    await user.click(screen.getByRole('button', { name: 'Back to the card' }));
    expect(screen.getByRole('status', { name: 'Accepted' }).textContent).toContain('Save to keep them.');
    // Back on the fixture's own card, what was taken is still listed until Save.
    expect(screen.getByRole('status', { name: 'Accepted' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Match 1 home score' }) as HTMLInputElement).value).toBe(
      '3',
    );
    expect((screen.getByRole('combobox', { name: 'Match 1 home player' }) as HTMLSelectElement).value).toBe(
      'h2',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as { matches: unknown[] };
    expect(body).toMatchObject({
      home: { manOfTheMatch: 'a3' },
      oneEighties: [{ id: 'h2', name: 'Bella' }],
      over100Checkouts: [{ id: 'a3', name: 'Zed', score: 120 }],
    });
    expect(body.matches[0]).toMatchObject({
      homeScore: 3,
      awayScore: 1,
      homePlayers: [{ id: 'h2', name: 'Bella' }],
    });
  });

  it('accepts all of a submission at once and lists what it took', async () => {
    const fake = serve(
      buildGame({
        awaySubmission: submission({
          away: { id: AWAY_ID, name: 'Anchor', manOfTheMatch: 'h3' },
          matches: [
            match({
              homePlayers: [homePlayers[0]!],
              awayPlayers: [awayPlayers[0]!],
              homeScore: 1,
              awayScore: 3,
            }),
            match({
              homePlayers: [homePlayers[1]!],
              awayPlayers: [awayPlayers[1]!],
              homeScore: 3,
              awayScore: 0,
            }),
          ],
          oneEighties: [{ id: 'a1', name: 'Xavier' }],
        }),
      }),
      admin(),
    );
    const { user } = renderApp(`/score/${GAME_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Anchor submission' }));
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    const banner = screen.getByRole('status', { name: 'Accepted' });
    expect(banner.textContent).toContain(
      'Accepted from the Anchor submission: Match 1, Match 2, Man of the match, 180s, Hi-checks.',
    );
    // The card is shown again: the banner's "Save to keep them" is true, and Save works.
    expect(banner.textContent).toContain('Save to keep them.');
    expect(screen.queryByText(/Editing and saving are disabled/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Anchor submission' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('region', { name: 'Overall score' }).textContent).toBe('Crown 1 - 1 Anchor');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await user.click(save);
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as { matches: unknown[] };
    expect(body).toMatchObject({
      away: { manOfTheMatch: 'h3' },
      oneEighties: [{ id: 'a1', name: 'Xavier' }],
    });
    expect(body.matches[1]).toMatchObject({
      homeScore: 3,
      awayScore: 0,
      homePlayers: [{ id: 'h2', name: 'Bella' }],
    });
  });

  it('unpublishes locally, saving nothing until Save', async () => {
    const fake = serve(
      buildGame({
        resultsPublished: true,
        home: { id: HOME_ID, name: 'Crown', manOfTheMatch: 'a1' },
        matches: [
          match({
            homePlayers: [homePlayers[0]!],
            awayPlayers: [awayPlayers[0]!],
            homeScore: 3,
            awayScore: 2,
          }),
        ],
        oneEighties: [{ id: 'h1', name: 'Alice' }],
        awaySubmission: submission(),
      }),
      admin(),
    );
    const { user } = renderApp(`/score/${GAME_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect((screen.getByRole('spinbutton', { name: 'Match 1 home score' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Man of the match (Crown)' }) as HTMLSelectElement).value,
    ).toBe('');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as { matches: unknown[] };
    expect(body).toMatchObject({ oneEighties: [], home: { manOfTheMatch: null } });
    expect(body.matches).toHaveLength(8);
    expect(body.matches[0]).toEqual({
      homePlayers: [],
      awayPlayers: [],
      homeScore: null,
      awayScore: null,
      saygId: null,
    });
  });
});
