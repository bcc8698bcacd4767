import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { GAME_ID, admin, awayPlayers, buildGame, homePlayers, match, serve } from './test/fixtures';

/* A fixture night's call list on the scorecard: everyone reads it; whoever keeps the results moves calls. */

afterEach(() => vi.unstubAllGlobals());

const singles = (i: number) =>
  match({ id: `m${i}`, homePlayers: [homePlayers[i]!], awayPlayers: [awayPlayers[i]!] });

/** A fixture night on two boards: matches 1 and 2 called, match 3 waiting. */
const night = () =>
  buildGame({
    matches: [singles(0), singles(1), singles(2)],
    boards: ['Board 1', 'Board 2'],
    calls: [
      { boardId: 'Board 1', matchId: 'm0', since: '2025-03-04T19:30:00.000Z' },
      { boardId: 'Board 2', matchId: 'm1', since: '2025-03-04T19:30:00.000Z' },
    ],
  });

describe('a fixture night’s call list', () => {
  it('shows a visitor which match each board has', async () => {
    serve(night(), null);
    renderApp(`/score/${GAME_ID}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Board 1: Alice v Xavier', 'Board 2: Bella v Yusuf']);
    expect(within(list).queryByRole('combobox')).toBeNull();
  });

  it('shows nothing of boards on a card without them', async () => {
    serve(buildGame({ matches: [singles(0)] }), null);
    renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('row', { name: 'Match 1' });
    expect(screen.queryByRole('region', { name: 'Call list' })).toBeNull();
  });

  it('lets whoever keeps the results move a waiting match to a board, with the card’s token', async () => {
    const moved = { ...night(), calls: [{ boardId: 'Board 1', matchId: 'm2', since: 'x' }] };
    const fetch = serve(night(), admin(), {
      [`PUT /api/Scores/${GAME_ID}/Call`]: { body: envelope(moved) },
    });
    renderApp(`/score/${GAME_ID}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    const waiting = within(list).getByRole('list', { name: 'Waiting for a board' });
    expect(waiting.textContent).toContain('Cara v Zed');
    fireEvent.change(within(list).getByRole('combobox', { name: 'Board for Cara v Zed' }), {
      target: { value: 'Board 1' },
    });
    await waitFor(() => expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}/Call`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}/Call`)[0]!.body).toEqual({
      matchId: 'm2',
      boardId: 'Board 1',
      lastUpdated: '2025-03-01T10:00:00.000Z',
    });
  });

  it('lets a games manager number the venue’s boards, saved with the card', async () => {
    const fetch = serve(buildGame({ matches: [singles(0)] }), admin());
    renderApp(`/score/${GAME_ID}`);
    const boards = await screen.findByLabelText('Boards at the venue');
    expect(boards.getAttribute('aria-describedby')).toBe('fixture-boards-shared');
    expect(document.getElementById('fixture-boards-shared')!.textContent).toBe(
      'Shared by every fixture at this address on the night',
    );
    fireEvent.change(boards, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body).toMatchObject({
      boards: ['Board 1', 'Board 2', 'Board 3'],
    });
  });

  it('leaves the venue’s boards out of a save that did not change them, so another fixture’s change stands', async () => {
    const fetch = serve(night(), admin());
    renderApp(`/score/${GAME_ID}`);
    await screen.findByLabelText('Boards at the venue');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `/api/Scores/${GAME_ID}`)[0]!.body).not.toHaveProperty('boards');
  });

  it('names the fixture whose match holds a board of the venue, where this card has none on it', async () => {
    const shared = buildGame({
      matches: [singles(0)],
      boards: ['Board 1', 'Board 2'],
      calls: [{ boardId: 'Board 2', matchId: 'm0', since: '2025-03-04T19:30:00.000Z' }],
      boardsTaken: [{ boardId: 'Board 1', by: 'Oak v Bell' }],
    });
    serve(shared, admin());
    renderApp(`/score/${GAME_ID}`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(within(list).getByRole('listitem', { name: 'Board 1' }).textContent).toBe(
      'Board 1: in use: Oak v Bell',
    );
    expect(within(list).getByRole('listitem', { name: 'Board 2' }).textContent).toContain('Alice v Xavier');
  });
});
