import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test/renderApp';
import { GAME_ID, admin, buildGame, serve } from './test/fixtures';

/* The score boxes keep what is typed; a score the match cannot have is told beside them (docs/decisions/042). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const box = (side: 'home' | 'away') =>
  screen.getByRole('spinbutton', { name: `Match 1 ${side} score` }) as HTMLInputElement;
const cellOf = (input: HTMLInputElement) => input.closest('td')!;

describe('the score boxes', () => {
  it('never change the other box, and tell a best of 5 it cannot be 5-3', async () => {
    serve(buildGame(), admin());
    const { user } = renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('spinbutton', { name: 'Match 1 home score' });

    await user.type(box('home'), '7');
    expect(box('home').value).toBe('7');
    expect(box('away').value).toBe('');
    await user.clear(box('home'));
    await user.type(box('home'), '5');
    await user.type(box('away'), '3');
    expect([box('home').value, box('away').value]).toEqual(['5', '3']);
    const row = screen.getByRole('row', { name: 'Match 1' });
    const told = within(row.nextElementSibling as HTMLElement).getByRole('status');
    expect(told.textContent).toBe('Match 1 home score must be at most 3 (3 legs win a best of 5)');
    expect(box('home').getAttribute('aria-invalid')).toBe('true');
    expect(box('home').getAttribute('aria-describedby')).toBe(told.parentElement!.id);
    // No winner is shown for a score the match cannot have.
    expect(cellOf(box('home')).className).not.toContain('table-success');
    expect(cellOf(box('away')).className).not.toContain('table-success');
  });

  it('tells a match both sides cannot win, and names the winner once the score is right', async () => {
    serve(buildGame(), admin());
    const { user } = renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('spinbutton', { name: 'Match 1 home score' });
    await user.type(box('home'), '3');
    await user.type(box('away'), '3');
    expect(screen.getByText('Match 1: only one side can win (3 legs win a best of 5)')).toBeTruthy();
    expect(box('away').getAttribute('aria-invalid')).toBe('true');

    await user.clear(box('home'));
    await user.type(box('home'), '2');
    expect([box('home').value, box('away').value]).toEqual(['2', '3']);
    expect(screen.queryByText(/Match 1.*(must|only one)/)).toBeNull();
    expect(cellOf(box('away')).className).toContain('table-success');
  });

  it('says nothing of a match in progress', async () => {
    serve(buildGame(), admin());
    const { user } = renderApp(`/score/${GAME_ID}`);
    await screen.findByRole('spinbutton', { name: 'Match 1 home score' });
    await user.type(box('home'), '2');
    await user.type(box('away'), '1');
    expect(screen.queryByText(/Match 1.*(must|only one|add up)/)).toBeNull();
    expect(cellOf(box('home')).className).not.toContain('table-success');
  });
});
