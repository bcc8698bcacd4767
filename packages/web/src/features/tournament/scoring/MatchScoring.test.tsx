import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import type { AccessFlag } from '@darts/core/account/access';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { buildRecord, play, serverRecord } from '#web/features/scoring/test/records';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildMatchTournament } from '../test/builders';

/*
 * The tournament match scorer: every visit is saved to the match's
 * record, and the legs won, 180s and hi-checks go back to the tournament with PATCH; its Debug
 * options menu (showDebugOptions) is the other scoring screens'.
 */

const SAYG = '00000000-0000-4000-a000-000000000021';

beforeEach(() => {
  localStorage.clear();
  setLiveConnectionForTests(new FakeLiveConnection());
});
afterEach(() => setLiveConnectionForTests(null));
beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./MatchScoring')]);
}, 60_000);

interface Opening {
  flags?: AccessFlag[];
  /** The legs and number of legs of the match's record on the server. */
  legs?: SaygState['legs'];
  numberOfLegs?: number;
}

/** Player 1 v Player 2, the match's record on the server, opened in the scorer from the sheet. */
async function openScorer({ flags = ['recordScoresAsYouGo'], legs = {}, numberOfLegs = 3 }: Opening = {}) {
  const tournament = buildMatchTournament(SAYG);
  const [a, b] = tournament.sides;
  let saves = 0;
  const api = fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    [`PATCH /api/Tournament/${tournament.id}`]: { body: envelope(tournament) },
    [`GET /api/Sayg/${SAYG}`]: {
      body: serverRecord({ yourName: a!.name, opponentName: b!.name, numberOfLegs, legs }, 0, { id: SAYG }),
    },
    'POST /api/Sayg': (call) => ({
      body: envelope(serverRecord(call.body as SaygState, ++saves + 1, { id: SAYG })),
    }),
  });
  const { user } = renderApp(`/tournament/${tournament.id}`);
  await user.click(await screen.findByRole('button', { name: 'Score M1' }));
  const scorer = await screen.findByRole('dialog', { name: `${a!.name} vs ${b!.name}` });
  const enter = async (score: number) => {
    await within(scorer).findByRole('group', { name: 'Keypad' });
    for (const digit of String(score)) await user.click(within(scorer).getByRole('button', { name: digit }));
    await user.click(within(scorer).getByRole('button', { name: 'Enter' }));
  };
  const patches = () => api.callsTo('PATCH', `/api/Tournament/${tournament.id}`).map((call) => call.body);
  return { user, scorer, enter, patches, api, sideA: a!, sideB: b! };
}

describe('the tournament match scorer', () => {
  it('links the record to watch live and sends a 180 to the tournament as the visit is saved', async () => {
    const { user, scorer, enter, patches, api, sideA } = await openScorer();
    expect((await within(scorer).findByRole('link', { name: 'Watch live' })).getAttribute('href')).toBe(
      `/live/match?id=${SAYG}`,
    );
    await user.click(await within(scorer).findByRole('button', { name: sideA.name }));
    await enter(180);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ additional180: { id: sideA.players[0]!.id, name: sideA.name } });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/Sayg').at(-1)?.body).toMatchObject({
        id: SAYG,
        legs: { 0: { home: { throws: [{ score: 180 }] } } },
      }),
    );
  });

  it('sends the legs won and the hi-check when a leg is checked out', async () => {
    const nearly = play(buildRecord({ numberOfLegs: 3 }), 'home', 180, 60, 180, 60);
    const { user, scorer, enter, patches, sideA, sideB } = await openScorer({ legs: nearly.legs });
    expect((await within(scorer).findByLabelText('Player 1 remaining')).textContent).toBe('141');
    await enter(141);
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(checkout).getByRole('button', { name: '3' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()).toEqual(
      expect.arrayContaining([
        { additionalOver100Checkout: { id: sideA.players[0]!.id, name: sideA.name, score: 141 } },
        { round: { match: { sideA: sideA.id, sideB: sideB.id, scoreA: 1, scoreB: 0 }, nextRound: null } },
      ]),
    );
  });
});

describe("the tournament match scorer's debug options", () => {
  /** The scorer of a new record, once it asks who plays first. */
  async function openNew(flags: AccessFlag[]) {
    const opened = await openScorer({ flags, numberOfLegs: 5 });
    await within(opened.scorer).findByRole('heading', { name: 'Who plays first?' });
    return opened;
  }

  it("shows the record's id, best of and starting score to showDebugOptions", async () => {
    const { user, scorer } = await openNew(['recordScoresAsYouGo', 'showDebugOptions']);
    const summary = await within(scorer).findByText('Debug options');
    await user.click(summary);
    const menu = summary.closest('details')!;
    const shown = (term: string) =>
      within(menu).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown('Id')).toBe(SAYG);
    expect(shown('Best of')).toBe('5');
    expect(shown('Starting score')).toBe('501');
  });

  it('is not there for other scorers', async () => {
    const { scorer } = await openNew(['recordScoresAsYouGo']);
    expect(within(scorer).queryByText('Debug options')).toBeNull();
  });
});
