import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import { access, buildAccount } from '#web/test/builders';
import { envelope, type FakeCall } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildRecord, play, serverRecord } from '#web/features/scoring/test/records';
import { matchRecordKey } from './matchRecord';
import {
  GAME_ID,
  SAYG_ID,
  admin,
  audit,
  awayPlayers,
  buildGame,
  homePlayers,
  match,
  serve,
} from './test/fixtures';

/* The scorecard's extras: matches scored leg by leg (live for spectators) and the photos. */

/** `POST /api/Sayg` as the server answers it: the record saved under SAYG_ID. */
const saveSayg = (call: FakeCall) => ({
  body: envelope(serverRecord(call.body as SaygState, 1, { id: SAYG_ID })),
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('fixture scorecard extras', () => {
  /** Picks Alice v Xavier for match 1 and scores a leg: 180, 100, 101, then a 120 checkout. */
  async function scoreALeg(user: UserEvent) {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Match 1 home player' }), 'h1');
    expect(screen.queryByRole('button', { name: 'Score match 1 leg by leg' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'a1');
    expect(screen.queryByRole('button', { name: 'Score match 2 leg by leg' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Score match 1 leg by leg' }));

    const dialog = await screen.findByRole('dialog', { name: 'Match 1: Alice vs Xavier' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alice' }));
    const enter = async (score: number) => {
      for (const digit of String(score))
        await user.click(within(dialog).getByRole('button', { name: digit }));
      await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    };
    // Xavier throws 60s; the 120 checkout is a hi-check.
    for (const score of [180, 60, 100, 60, 101, 60, 120]) await enter(score);
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(checkout).getByRole('button', { name: '3' }));
    return dialog;
  }

  type SavedScorecard = {
    matches: {
      homeScore: number;
      saygId: string | null;
      sayg?: { legs: Record<string, { home: { throws: unknown[] } }> };
    }[];
    oneEighties: unknown[];
    over100Checkouts: unknown[];
  };
  const scorer = () => buildAccount({ access: access('manageScores', 'manageGames', 'recordScoresAsYouGo') });

  it('scores a match leg by leg: legs won fill the score, 180s and hi-checks the lists, Save links the synced record', async () => {
    const fake = serve(buildGame(), scorer(), { 'POST /api/Sayg': saveSayg });
    const { user } = renderApp(`/score/${GAME_ID}`);
    const dialog = await scoreALeg(user);
    await waitFor(() => expect(within(dialog).getByText('Saved')).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect((screen.getByRole('spinbutton', { name: 'Match 1 home score' }) as HTMLInputElement).value).toBe(
      '1',
    );
    expect((screen.getByRole('spinbutton', { name: 'Match 1 away score' }) as HTMLInputElement).value).toBe(
      '0',
    );
    expect(screen.getByText('Alice (120)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as SavedScorecard;
    expect(body.oneEighties).toEqual([{ id: 'h1', name: 'Alice' }]);
    expect(body.over100Checkouts).toEqual([{ id: 'h1', name: 'Alice', score: 120 }]);
    expect(body.matches[0]).toMatchObject({ homeScore: 1, awayScore: 0, saygId: SAYG_ID });
    // The record was on the server (and live) from the first visit, and has every visit: the card
    // links it and sends no legs that could overwrite later ones.
    expect(body.matches[0]!.sayg).toBeUndefined();
    expect(fake.callsTo('POST', '/api/Sayg')[0]!.body).toMatchObject({
      yourName: 'Alice',
      opponentName: 'Xavier',
    });
    expect(fake.callsTo('POST', '/api/Sayg').at(-1)!.body).toMatchObject({ id: SAYG_ID });
    expect(body.matches[1]!.saygId).toBeNull();
  });

  it('sends the legs with the card when the record could not be synced', async () => {
    const fake = serve(buildGame(), scorer(), {
      'POST /api/Sayg': { status: 503, body: envelope(null, { errors: ['Service unavailable'] }) },
    });
    const { user } = renderApp(`/score/${GAME_ID}`);
    const dialog = await scoreALeg(user);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    const body = fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body as SavedScorecard;
    expect(body.matches[0]).toMatchObject({ homeScore: 1, awayScore: 0, saygId: null });
    expect(body.matches[0]!.sayg?.legs['0']?.home.throws).toHaveLength(4);
    // The card made the record: the browser's unsynced copy and its pointer go.
    await waitFor(() => expect(localStorage.getItem(matchRecordKey(GAME_ID, 0))).toBeNull());
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    expect(keys.filter((k) => k.startsWith('darts.sayg.'))).toEqual([]);
  });

  it('offers no leg-by-leg scoring without recordScoresAsYouGo', async () => {
    serve(buildGame(), admin());
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Match 1 home player' }), 'h1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'a1');
    expect(screen.queryByRole('button', { name: 'Score match 1 leg by leg' })).toBeNull();
  });

  it("shows 'Photos' with the feature and rights; an upload refreshes the token Save sends", async () => {
    const photosOn = {
      id: FEATURE_IDS.photos,
      name: 'PhotosEnabled',
      description: '',
      valueType: 'Boolean',
      defaultValue: 'true',
      configuredValue: null,
    };
    const fake = serve(buildGame(), buildAccount({ access: access('manageScores', 'uploadPhotos') }), {
      'GET /api/Feature': { body: [photosOn] },
      'POST /api/Scores/Photo': {
        body: envelope(
          buildGame({
            updated: '2025-03-05T08:00:00.000Z',
            photos: [
              {
                id: 'p1',
                author: 'Sam',
                created: '2025-03-05T08:00:00.000Z',
                contentType: 'image/png',
                fileName: 'card.png',
                fileSize: 2048,
              },
            ],
          }),
        ),
      },
    });
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Upload a photo'),
      new File(['x'], 'card.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('card.png')).toBeTruthy();
    expect(within(dialog).getByText('2 kb by Sam')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body).toMatchObject({
      lastUpdated: '2025-03-05T08:00:00.000Z',
    });
  });

  it("offers no 'Photos' when the feature is off", async () => {
    serve(buildGame(), buildAccount({ access: access('manageScores', 'uploadPhotos', 'viewAnyPhoto') }));
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
  });

  it("continues a match's stored leg-by-leg record", async () => {
    const stored = play(buildRecord({ yourName: 'Alice', opponentName: 'Xavier' }), 'home', 180, 60);
    const fake = serve(
      buildGame({
        matches: [match({ homePlayers: [homePlayers[0]!], awayPlayers: [awayPlayers[0]!], saygId: SAYG_ID })],
      }),
      buildAccount({ access: access('manageScores', 'recordScoresAsYouGo') }),
      {
        [`GET /api/Sayg/${SAYG_ID}`]: { body: { ...stored, id: SAYG_ID, tournamentMatchId: null, ...audit } },
        'POST /api/Sayg': saveSayg,
      },
    );
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Score match 1 leg by leg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1: Alice vs Xavier' });
    expect((await within(dialog).findByLabelText('Alice remaining')).textContent).toBe('321');
    expect(within(dialog).getByLabelText('Xavier remaining').textContent).toBe('441');
    expect(fake.callsTo('GET', `/api/Sayg/${SAYG_ID}`)).toHaveLength(1);
    // The card's options (best of 5 singles) apply to the stored record, synced at once.
    await waitFor(() => expect(fake.callsTo('POST', '/api/Sayg')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/Sayg')[0]!.body).toMatchObject({ id: SAYG_ID, numberOfLegs: 5 });
  });
});
