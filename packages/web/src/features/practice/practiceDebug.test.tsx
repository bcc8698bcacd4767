import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/** The value shown under a term of the debug options list. */
const shown = (menu: HTMLElement, term: string) =>
  within(menu).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the debug options menu of the scoring screen (showDebugOptions)', () => {
  beforeEach(() => localStorage.clear());

  it("shows the record's id, the leg's player sequence, who throws, best of and starting score", async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('showDebugOptions') }) } });
    const { user } = renderApp('/practice/match?yourName=Sam&opponentName=Kim&numberOfLegs=5');
    const summary = await screen.findByText('Debug options');
    const menu = summary.closest('details')!;
    await user.click(summary);
    expect(menu.open).toBe(true);
    expect(shown(menu, 'Id')).toBe('not saved yet');
    expect(shown(menu, 'Leg')).toBe('1');
    expect(shown(menu, 'Player sequence')).toBe('not chosen yet');
    expect(shown(menu, 'Best of')).toBe('5');
    expect(shown(menu, 'Starting score')).toBe('501');

    await user.click(screen.getByRole('button', { name: 'Kim' }));
    expect(shown(menu, 'Player sequence')).toBe('Kim, then Sam');
    expect(shown(menu, 'To throw')).toBe('Kim');
  });

  it('is not there for other accounts', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('manageScores') }) } });
    renderApp('/practice/match?yourName=Sam&opponentName=Kim');
    await screen.findByRole('button', { name: /^Logout/ });
    await screen.findByRole('heading', { name: 'Who plays first?' });
    expect(screen.queryByText('Debug options')).toBeNull();
  });
});
