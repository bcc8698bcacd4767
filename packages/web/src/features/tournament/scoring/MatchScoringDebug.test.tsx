import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { serverRecord } from '#web/features/scoring/test/records';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from '../test/builders';

/* The tournament match scorer's ℹ️ Debug options menu (showDebugOptions), as on the other scoring screens. */

const SAYG = '00000000-0000-4000-a000-000000000011';

beforeEach(() => {
  localStorage.clear();
  setLiveConnectionForTests(new FakeLiveConnection());
});
afterEach(() => setLiveConnectionForTests(null));
beforeAll(async () => {
  await Promise.all([import('../TournamentPage'), import('./MatchScoring')]);
}, 60_000);

/** Two sides whose match has a leg-by-leg record and no score yet. */
function matchBeingScored(): TournamentDto {
  const t = buildTournament(2);
  const [a, b] = t.sides;
  return {
    ...t,
    round: {
      id: null,
      name: null,
      matches: [{ id: 'm1', sideA: a!, sideB: b!, scoreA: null, scoreB: null, saygId: SAYG }],
      matchOptions: [null],
      nextRound: null,
    },
  };
}

async function openScorer(flags: AccessFlag[]) {
  const tournament = matchBeingScored();
  const [a, b] = tournament.sides;
  fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    [`GET /api/Sayg/${SAYG}`]: {
      body: serverRecord({ yourName: a!.name, opponentName: b!.name, numberOfLegs: 5 }, 1, { id: SAYG }),
    },
  });
  const { user } = renderApp(`/tournament/${tournament.id}`);
  await user.click(await screen.findByRole('button', { name: 'Score M1' }));
  const scorer = await screen.findByRole('dialog', { name: `${a!.name} vs ${b!.name}` });
  await within(scorer).findByRole('heading', { name: 'Who plays first?' });
  return { user, scorer };
}

describe("the tournament match scorer's debug options", () => {
  it("shows the record's id, best of and starting score to showDebugOptions", async () => {
    const { user, scorer } = await openScorer(['recordScoresAsYouGo', 'showDebugOptions']);
    const summary = await within(scorer).findByText('ℹ️ Debug options');
    await user.click(summary);
    const menu = summary.closest('details')!;
    const shown = (term: string) =>
      within(menu).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown('Id')).toBe(SAYG);
    expect(shown('Best of')).toBe('5');
    expect(shown('Starting score')).toBe('501');
  });

  it('is not there for other scorers', async () => {
    const { scorer } = await openScorer(['recordScoresAsYouGo']);
    expect(within(scorer).queryByText('ℹ️ Debug options')).toBeNull();
  });
});
