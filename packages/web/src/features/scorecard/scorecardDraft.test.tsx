import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/renderApp';
import { draftKey, hasEdits } from './scorecardDraft';
import { GAME_ID, admin, buildGame, serve } from './test/fixtures';

/* The scorecard being filled in is kept on the device until saved. */

const account = admin();
const key = draftKey(GAME_ID, account.id);
const homeScore = () => screen.getByRole('spinbutton', { name: 'Match 1 home score' }) as HTMLInputElement;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the unsaved scorecard kept on this device', () => {
  it('comes back after a reload with a notice, and Discard drops it', async () => {
    serve(buildGame(), account);
    const first = renderApp(`/score/${GAME_ID}`);
    await first.user.type(await screen.findByRole('spinbutton', { name: 'Match 1 home score' }), '2');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    first.unmount();

    const again = renderApp(`/score/${GAME_ID}`);
    expect(
      ((await screen.findByRole('spinbutton', { name: 'Match 1 home score' })) as HTMLInputElement).value,
    ).toBe('2');
    // The notice's code loads when there is a notice (ScorecardHeading).
    expect(await screen.findByText(/are back\. They are not saved yet\.$/)).toBeTruthy();
    await again.user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(homeScore().value).toBe('');
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('is dropped once the card is saved', async () => {
    const fake = serve(buildGame(), account);
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.type(await screen.findByRole('spinbutton', { name: 'Match 1 home score' }), '3');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('waits for a choice when the card was saved by someone else since, and saves against the new card', async () => {
    serve(buildGame({ updated: '2025-03-01T10:00:00.000Z' }), account);
    const first = renderApp(`/score/${GAME_ID}`);
    await first.user.type(await screen.findByRole('spinbutton', { name: 'Match 1 home score' }), '4');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    first.unmount();

    const fake = serve(buildGame({ updated: '2025-03-05T18:00:00.000Z' }), account);
    const { user } = renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText(/made before the card was last saved by someone else\.$/)).toBeTruthy();
    expect(homeScore().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(homeScore().value).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    expect(fake.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body).toMatchObject({
      lastUpdated: '2025-03-05T18:00:00.000Z',
      matches: [
        expect.objectContaining({ homeScore: 4 }),
        ...Array.from({ length: 7 }, () => expect.anything()),
      ],
    });
  });

  it('counts results and details as edits, not the concurrency token or photos', () => {
    const read = buildGame();
    expect(hasEdits({ ...read, updated: 'later', photos: [] }, read)).toBe(false);
    expect(hasEdits({ ...read, address: 'The Anchor' }, read)).toBe(true);
  });
});
