import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import type { SaygState } from '@darts/core/scoring/types';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { buildRecord, play, serverRecord } from '#web/features/scoring/test/records';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from '../test/builders';

/*
 * A planned format's match scored leg by leg from its sheet: Score opens the scoring screen on the
 * match's record (created by its id in the format when it has none), the legs won go back as the
 * match's result, and everyone can follow a match that has a record.
 */

const SAYG = '00000000-0000-4000-a000-000000000031';

beforeEach(() => {
  localStorage.clear();
  setLiveConnectionForTests(new FakeLiveConnection());
});
afterEach(() => setLiveConnectionForTests(null));
beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./FormatSheet'), import('./PlanMatchScoring')]);
}, 60_000);

/** Double elimination of four, W1-1 (Player 1 v Player 4) linked to SAYG when `linked`. */
function serve(
  flags: AccessFlag[],
  { linked = true, legs = {} as SaygState['legs'], handicap = {} as Partial<SaygState> } = {},
) {
  const results = linked ? [{ matchId: 'W1-1', scoreA: null, scoreB: null, saygId: SAYG }] : [];
  const tournament = buildTournament(4, {
    format: 'doubleElimination',
    formatOptions: {},
    bestOf: 3,
    results,
  });
  const linkedTournament: TournamentDto = {
    ...tournament,
    results: [{ matchId: 'W1-1', scoreA: null, scoreB: null, saygId: SAYG }],
  };
  let current = tournament;
  const api = fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    'GET /api/Division': { body: [] },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    [`POST /api/Tournament/${tournament.id}`]: () => {
      current = linkedTournament;
      return { body: envelope(current) };
    },
    [`PATCH /api/Tournament/${tournament.id}`]: () => ({ body: envelope(current) }),
    [`GET /api/Sayg/${SAYG}`]: {
      body: serverRecord(
        { yourName: 'Player 1', opponentName: 'Player 4', numberOfLegs: 3, legs, ...handicap },
        0,
        { id: SAYG },
      ),
    },
    'POST /api/Sayg': (call) => ({ body: envelope(serverRecord(call.body as SaygState, 2, { id: SAYG })) }),
  });
  return { api, tournament };
}

describe('scoring a planned format’s match', () => {
  it('creates the record by the match’s id and sends the legs won as its result', async () => {
    const nearly = play(buildRecord({ numberOfLegs: 3 }), 'home', 180, 60, 180, 60);
    const { api, tournament } = serve(['recordScoresAsYouGo'], { linked: false, legs: nearly.legs });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Score W1-1' }));
    const scorer = await screen.findByRole('dialog', { name: 'Player 1 vs Player 4' });
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/Tournament/${tournament.id}`).map((c) => c.body)).toEqual([
        { matchId: 'W1-1', matchOptions: { playerCount: 1, startingScore: 501, numberOfLegs: 3 } },
      ]),
    );
    expect((await within(scorer).findByLabelText('Player 1 remaining')).textContent).toBe('141');
    await within(scorer).findByRole('group', { name: 'Keypad' });
    for (const digit of '141') await user.click(within(scorer).getByRole('button', { name: digit }));
    await user.click(within(scorer).getByRole('button', { name: 'Enter' }));
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(checkout).getByRole('button', { name: '3' }));
    const patches = () => api.callsTo('PATCH', `/api/Tournament/${tournament.id}`).map((c) => c.body);
    await waitFor(() =>
      expect(patches()).toContainEqual({ result: { matchId: 'W1-1', scoreA: 1, scoreB: 0 } }),
    );
  });

  it('plays each player from their own start, and counts legs in hand in the result it sends', async () => {
    const { api, tournament } = serve(['recordScoresAsYouGo'], {
      handicap: { starts: { home: 501, away: 441 }, legsInHand: { home: 1, away: 0 } },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Score W1-1' }));
    const scorer = await screen.findByRole('dialog', { name: 'Player 1 vs Player 4' });
    await user.click(await within(scorer).findByRole('button', { name: 'Player 4' }));
    expect((await within(scorer).findByLabelText('Player 4 remaining')).textContent).toBe('441');
    // The note is a lazy part of the leg's view: it may come a moment after the scores.
    expect((await within(scorer).findByText(/^Handicap:/)).textContent).toBe(
      'Handicap: Player 1 from 501, Player 4 from 441',
    );
    expect(within(scorer).getByText('1 - 0')).toBeTruthy();
    // Player 4 checks out 441 in three visits: 1 - 1 counted, and the result says so.
    for (const visit of ['180', '100', '180', '100']) {
      for (const digit of visit) await user.click(within(scorer).getByRole('button', { name: digit }));
      await user.click(within(scorer).getByRole('button', { name: 'Enter' }));
    }
    for (const digit of '81') await user.click(within(scorer).getByRole('button', { name: digit }));
    await user.click(within(scorer).getByRole('button', { name: 'Enter' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Checkout' })).getByRole('button', { name: '3' }),
    );
    const patches = () => api.callsTo('PATCH', `/api/Tournament/${tournament.id}`).map((c) => c.body);
    await waitFor(() =>
      expect(patches()).toContainEqual({ result: { matchId: 'W1-1', scoreA: 1, scoreB: 1 } }),
    );
  });

  it('offers a visitor the match to watch, and no scoring', async () => {
    const { tournament } = serve([]);
    renderApp(`/tournament/${tournament.id}`);
    const watch = await screen.findByRole('link', { name: 'Watch W1-1' });
    expect(watch.getAttribute('href')).toBe(`/live/match?id=${SAYG}`);
    expect(screen.queryByRole('button', { name: /^Score/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Watch W1-2' })).toBeNull();
  });

  it('offers no scoring of a match whose players are still to come', async () => {
    const { tournament } = serve(['recordScoresAsYouGo']);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('button', { name: 'Score W1-2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Score W2-1' })).toBeNull();
  });
});
