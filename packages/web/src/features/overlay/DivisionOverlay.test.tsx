import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildData, buildTeam, DIVISION, SEASON } from '#web/features/league/test/builders';
import { buildDivision } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { TABLE_OVERLAY_ASK_MS } from './DivisionOverlay';

/* A division's league table as a stream overlay: by rank, transparent, asked for again as results come in. */

beforeAll(async () => {
  await Promise.all([import('./OverlayPage'), import('./DivisionOverlay')]);
}, 60_000);
afterEach(() => vi.useRealTimers());

const ash = buildTeam({ name: 'Ash Arms', rank: 1, played: 4, points: 8, fixturesWon: 4, difference: 20 });
const bay = buildTeam({ name: 'Bay Horse', rank: 2, played: 4, points: 6, fixturesWon: 3, fixturesLost: 1 });
const cob = buildTeam({ name: 'Cobblers Rest', rank: 3, played: 4, points: 2, fixturesDrawn: 2 });
const division = buildDivision({ id: DIVISION.id, name: DIVISION.name });

const rows = () =>
  within(screen.getByRole('table', { name: DIVISION.name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent).join(' '));

describe('the league table overlay', () => {
  it('shows the table by rank with the division and season, named as the league pages name it', async () => {
    fakeFetch({
      'GET /api/Division': { body: [division] },
      'GET /api/Division/Data': { body: buildData({ teams: [cob, ash, bay] }) },
    });
    renderApp('/overlay/division/premier');
    expect(await screen.findByRole('table', { name: DIVISION.name })).toBeTruthy();
    expect(document.documentElement.classList.contains('overlay-mode')).toBe(true);
    expect(rows()).toEqual([
      '1 Ash Arms 4 4 0 0 20 8',
      '2 Bay Horse 4 3 0 1 0 6',
      '3 Cobblers Rest 4 0 2 0 0 2',
    ]);
    expect(screen.getByLabelText('League table').textContent).toBe(`${DIVISION.name}${SEASON.name}`);
  });

  it('asks again by itself and keeps its table through an answer that fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: 'first' | 'down' | 'after' = 'first';
    const api = fakeFetch({
      'GET /api/Division': { body: [division] },
      'GET /api/Division/Data': () =>
        answer === 'down'
          ? { status: 503 }
          : {
              body: buildData({
                teams:
                  answer === 'first'
                    ? [ash, bay]
                    : [
                        { ...bay, rank: 1, points: 8 },
                        { ...ash, rank: 2 },
                      ],
              }),
            },
    });
    renderApp(`/overlay/division/${DIVISION.id}`);
    await screen.findByRole('table', { name: DIVISION.name });
    expect(rows()[0]).toMatch(/^1 Ash Arms/);
    expect(api.callsTo('GET', '/api/Division/Data')[0]?.search).toBe(`?divisionId=${DIVISION.id}`);

    answer = 'down';
    await act(() => vi.advanceTimersByTimeAsync(TABLE_OVERLAY_ASK_MS));
    await waitFor(() => expect(api.callsTo('GET', '/api/Division/Data')).toHaveLength(2));
    expect(rows()[0]).toMatch(/^1 Ash Arms/);

    answer = 'after';
    await act(() => vi.advanceTimersByTimeAsync(TABLE_OVERLAY_ASK_MS));
    await waitFor(() => expect(rows()[0]).toMatch(/^1 Bay Horse .* 8$/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a division it does not have', async () => {
    fakeFetch({ 'GET /api/Division': { body: [division] } });
    renderApp('/overlay/division/Nowhere');
    expect((await screen.findByRole('alert')).textContent).toBe('Division not found: Nowhere');
  });
});
