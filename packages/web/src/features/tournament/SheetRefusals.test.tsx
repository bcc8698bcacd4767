import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildMatchTournament, buildTournament } from './test/builders';

/*
 * A refused save of the sheet shows beside the control that tried (docs/decisions/021): inside
 * the dialog that saved, else under the sheet's toolbar; never in a second, error dialog.
 */

const STALE = 'Unable to update Tournament, Organiser updated it before you at 5 Mar 2026 20:00:00';

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await Promise.all([
    import('./TournamentPage'),
    import('./dialogs/AccoladesDialog'),
    import('./scoring/MatchScoring'),
  ]);
}, 60_000);

/** A server holding `tournament` that refuses every save as stale. */
function serve(tournament: TournamentDto, flags: AccessFlag[], refused: Record<string, FakeHandler> = {}) {
  return fakeFetch({
    ...refused,
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    'GET /api/Division': { body: [] },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    'PUT /api/Tournament/': { status: 409, body: envelope(null, { errors: [STALE] }) },
  });
}

describe('refused sheet saves', () => {
  it('show inside the dialog that saved, which stays open', async () => {
    const tournament = buildTournament(2);
    const api = serve(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit 180s' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 180s' });
    await user.selectOptions(within(dialog).getByLabelText('Player'), 'Player 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(`Could not save tournament details${STALE}`);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1);
    // Closing the dialog puts the refusal away with it.
    const footer = dialog.querySelector('.modal-footer') as HTMLElement;
    await user.click(within(footer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it('show under the toolbar for the Draw, with no dialog', async () => {
    const tournament = buildTournament(4);
    serve(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    const refusal = (await screen.findByText(STALE)).closest('[role=alert]')!;
    expect(refusal.textContent).toBe(`Could not save tournament details${STALE}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("show in the scoring screen when the match's record cannot be created", async () => {
    const tournament = buildMatchTournament(null);
    const refusal = ["Not permitted to change tournament matches' leg-by-leg records"];
    serve(tournament, ['recordScoresAsYouGo'], {
      [`POST /api/Tournament/${tournament.id}`]: { status: 403, body: envelope(null, { errors: refusal }) },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Score M1' }));
    const screenDialog = await screen.findByRole('dialog', { name: 'Player 1 vs Player 2' });
    const alert = (await within(screenDialog).findByText(refusal[0]!)).closest('[role=alert]')!;
    expect(alert.textContent).toBe(`Could not create sayg session${refusal[0]}`);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(screenDialog).getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
