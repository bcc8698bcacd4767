import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FiguresDto, PlayerFiguresDto } from '@darts/core/contract/playerFigures';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* /player/{id}: a player's figures, form and last results; /player/{id}/{otherId}: a head to head. */

beforeAll(async () => {
  await import('./PlayerPage');
}, 60_000);

const ANN = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

const figures = (over: Partial<FiguresDto> = {}): FiguresDto => ({
  matchesPlayed: 2,
  matchesWon: 1,
  legsPlayed: 4,
  legsWon: 2,
  points: 1302,
  darts: 44,
  average3: 88.77,
  first9Average: 96,
  checkoutChances: 2,
  checkoutPercent: 100,
  highestCheckout: 141,
  count100: 4,
  count140: 1,
  count180: 2,
  bestLegDarts: 9,
  worstLegDarts: 17,
  dartsPerLegWon: 13,
  doubles: { legs: 0, darts: 0, hits: 0, percent: null, perDouble: [] },
  ...over,
});

const match = (over: Partial<PlayerFiguresDto['matches'][number]>) => ({
  saygId: 'r1',
  eventId: 'f1',
  date: '2026-01-10',
  seasonId: 's1',
  competition: 'league' as const,
  opponentId: BOB,
  opponentName: 'Bob',
  legsFor: 2,
  legsAgainst: 1,
  result: 'won' as const,
  average3: 93.32,
  rolling: 93.32,
  ...over,
});

const ann: PlayerFiguresDto = {
  playerId: ANN,
  name: 'Ann',
  career: figures(),
  seasons: [{ seasonId: 's1', seasonName: 'Winter 2026', figures: figures() }],
  competitions: [{ competition: 'league', figures: figures() }],
  matches: [
    match({}),
    match({
      saygId: 'r2',
      date: '2026-02-10',
      opponentId: null,
      opponentName: 'Cal',
      result: 'unfinished',
      legsFor: 0,
      legsAgainst: 0,
      average3: 60,
      rolling: 88.77,
    }),
  ],
};

describe('a player’s figures', () => {
  it('shows the career, each season, the form as a chart with words, and the last results', async () => {
    fakeFetch({ [`GET /api/Player/${ANN}/Figures`]: { body: ann } });
    renderApp(`/player/${ANN}`);
    expect(await screen.findByRole('heading', { name: 'Ann', level: 1 })).toBeTruthy();
    const career = screen.getByRole('table', { name: 'Career' });
    expect(within(career).getByRole('row', { name: /3-dart average/ }).textContent).toContain('88.77');
    expect(within(career).getByRole('row', { name: /Checkout %/ }).textContent).toContain('100.0% (2 of 2)');
    expect(within(career).getByRole('row', { name: /Best leg/ }).textContent).toContain('9');
    const seasons = screen.getByRole('table', { name: 'Season by season' });
    expect(within(seasons).getByRole('row', { name: /Winter 2026/ }).textContent).toContain('96.00');
    const chart = screen.getByRole('img', { name: /Form/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(
      screen.getByText(/3-dart average in 2 matches, from 93.32 in the first to 60.00 in the latest/),
    ).toBeTruthy();
    const last = screen.getByRole('table', { name: 'Last 2 results' });
    const rows = within(last).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('CalNot finished 0-0'),
      expect.stringContaining('BobWon 2-1'),
    ]);
    expect(within(last).getByRole('link', { name: 'Head to head with Bob' }).getAttribute('href')).toBe(
      `/player/${ANN}/${BOB}`,
    );
  });

  it('shows darts at a double where the scorer recorded them, and the checkout % per double', async () => {
    const doubles = {
      legs: 2,
      darts: 3,
      hits: 2,
      percent: 66.67,
      perDouble: [{ double: 20, darts: 2, hits: 1 }],
    };
    fakeFetch({ [`GET /api/Player/${ANN}/Figures`]: { body: { ...ann, career: figures({ doubles }) } } });
    renderApp(`/player/${ANN}`);
    const career = await screen.findByRole('table', { name: 'Career' });
    expect(within(career).getByRole('row', { name: /At a double/ }).textContent).toContain(
      '66.7% (2 of 3 darts, 2 legs)',
    );
    const per = screen.getByRole('table', { name: /Checkout % per double, from the 2 legs/ });
    expect(within(per).getByRole('row', { name: /D20/ }).textContent).toBe('D202150.0%');
  });

  it('shows no doubles table when no scorer recorded darts at a double', async () => {
    fakeFetch({ [`GET /api/Player/${ANN}/Figures`]: { body: ann } });
    renderApp(`/player/${ANN}`);
    const career = await screen.findByRole('table', { name: 'Career' });
    expect(within(career).getByRole('row', { name: /At a double/ }).textContent).toBe('At a double-');
    expect(screen.queryByRole('table', { name: /per double/ })).toBeNull();
  });

  it('says so when the player has no match recorded leg by leg', async () => {
    fakeFetch({
      [`GET /api/Player/${ANN}/Figures`]: {
        status: 404,
        body: { errors: ['No match of this player’s has been recorded leg by leg'] },
      },
    });
    renderApp(`/player/${ANN}`);
    expect((await screen.findByRole('alert')).textContent).toContain('No match of this player’s');
  });

  it('puts two players side by side in their meetings', async () => {
    const bob = { ...ann, playerId: BOB, name: 'Bob', career: figures({ matchesWon: 0, average3: 76.75 }) };
    fakeFetch({ [`GET /api/Player/${ANN}/HeadToHead/${BOB}`]: { body: { a: ann, b: bob } } });
    renderApp(`/player/${ANN}/${BOB}`);
    expect(await screen.findByRole('heading', { name: 'Ann v Bob', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'In their 2 meetings' });
    expect(within(table).getByRole('row', { name: /3-dart average/ }).textContent).toBe(
      '3-dart average88.7776.75',
    );
    expect(screen.getByRole('link', { name: 'Bob’s figures' }).getAttribute('href')).toBe(`/player/${BOB}`);
  });
});
