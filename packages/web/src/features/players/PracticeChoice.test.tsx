import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FiguresDto, PlayerFiguresDto } from '@darts/core/contract/playerFigures';
import { buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* The player's own choice to count their shared practice (decision 062), and practice in the figures. */

beforeAll(async () => {
  await Promise.all([import('./PlayerPage'), import('./PracticeChoice')]);
}, 60_000);

const ANN = '00000000-0000-4000-8000-00000000000a';
const FIGURES = `GET /api/Player/${ANN}/Figures`;
const PRACTICE = `/api/Player/${ANN}/Practice`;

const figures: FiguresDto = {
  matchesPlayed: 1,
  matchesWon: 0,
  legsPlayed: 1,
  legsWon: 1,
  points: 501,
  darts: 9,
  average3: 167,
  first9Average: 167,
  checkoutChances: 1,
  checkoutPercent: 100,
  highestCheckout: 141,
  count100: 0,
  count140: 1,
  count180: 2,
  bestLegDarts: 9,
  worstLegDarts: 9,
  dartsPerLegWon: 9,
  doubles: { legs: 0, darts: 0, hits: 0, percent: null, perDouble: [] },
};

const ann: PlayerFiguresDto = {
  playerId: ANN,
  name: 'Ann',
  career: figures,
  seasons: [],
  competitions: [{ competition: 'practice', figures }],
  matches: [
    {
      saygId: '',
      eventId: '',
      date: '2026-01-05T19:30:00.000Z',
      seasonId: '',
      competition: 'practice',
      opponentId: null,
      opponentName: '',
      legsFor: 1,
      legsAgainst: 0,
      result: 'solo',
      average3: 167,
      rolling: 167,
    },
  ],
};

describe('counting a player’s shared practice', () => {
  it('offers the player’s own account a labelled switch, reached by keyboard, that counts it', async () => {
    let counted = false;
    const fake = fakeFetch({
      'GET /api/Account': { body: buildAccount() },
      [FIGURES]: () =>
        counted
          ? { body: ann }
          : { status: 404, body: { errors: ['No match of this player’s has been recorded leg by leg'] } },
      [`GET ${PRACTICE}`]: () => ({ body: { linked: true, counted } }),
      [`PUT ${PRACTICE}`]: (call) => {
        counted = (call.body as { counted: boolean }).counted;
        return { body: envelope({ linked: true, counted }) };
      },
    });
    const { user } = renderApp(`/player/${ANN}`);
    const choice = await screen.findByRole('switch', {
      name: 'Count my shared practice matches in my figures',
    });
    expect((choice as HTMLInputElement).checked).toBe(false);

    // A player with nothing counted yet sees why, and the choice beneath; reached with Tab, turned on with Space.
    expect(screen.getByRole('alert').textContent).toContain('No match of this player’s');
    for (let presses = 0; presses < 50 && document.activeElement !== choice; presses += 1) await user.tab();
    expect(document.activeElement).toBe(choice);
    await user.keyboard(' ');
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ counted: true });

    // The figures are fetched again: practice is a competition of its own.
    const competitions = await screen.findByRole('table', { name: 'Competition by competition' });
    expect(within(competitions).getByRole('row', { name: /Practice/ })).toBeTruthy();
    const last = screen.getByRole('table', { name: 'Last 1 results' });
    expect(within(last).getAllByRole('row')[1]!.textContent).toContain('PracticeSolo 1-0');
    expect(
      (
        screen.getByRole('switch', {
          name: 'Count my shared practice matches in my figures',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('shows nothing to another account', async () => {
    const fake = fakeFetch({
      'GET /api/Account': { body: buildAccount() },
      [FIGURES]: { body: ann },
      [`GET ${PRACTICE}`]: { body: { linked: false, counted: false } },
    });
    renderApp(`/player/${ANN}`);
    await screen.findByRole('table', { name: 'Career' });
    await waitFor(() => expect(fake.callsTo('GET', PRACTICE)).toHaveLength(1));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('never asks for a visitor', async () => {
    const visitor = fakeFetch({ [FIGURES]: { body: ann } });
    renderApp(`/player/${ANN}`);
    await screen.findByRole('table', { name: 'Career' });
    expect(visitor.callsTo('GET', PRACTICE)).toHaveLength(0);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
