import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { renderApp } from '#web/test/renderApp';
import { savedBodies, serveTournament } from '../test/serveTournament';
import { buildTournament } from '../test/builders';

/* The venue's boards: the organiser says how many; everyone (the TV too) reads which match each has. */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./FormatSheet')]);
}, 60_000);

describe('boards', () => {
  it('lets the organiser number the boards', async () => {
    const tournament = buildTournament(4, { format: 'doubleElimination', formatOptions: {} });
    const api = serveTournament(tournament, ['manageTournaments']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.type(await screen.findByLabelText('Boards at the venue'), '3');
    await user.click(screen.getByRole('button', { name: 'Save boards' }));
    expect(savedBodies(api).at(-1)!.boards).toEqual(['Board 1', 'Board 2', 'Board 3']);
  });

  it('shows a visitor and the TV which match each board has', async () => {
    const tournament = buildTournament(4, {
      format: 'doubleElimination',
      formatOptions: {},
      boards: ['Board 1', 'Board 2'],
      calls: [
        { boardId: 'Board 1', matchId: 'W1-1', since: '2025-03-01T19:00:00Z' },
        { boardId: 'Board 2', matchId: 'W1-2', since: '2025-03-01T19:00:00Z' },
      ],
    });
    serveTournament(tournament, []);
    renderApp(`/tournament/${tournament.id}?widescreen=true`);
    const list = await screen.findByRole('region', { name: 'Call list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Board 1: Player 1 v Player 4', 'Board 2: Player 2 v Player 3']);
    expect(screen.queryByLabelText('Boards at the venue')).toBeNull();
  });
});
