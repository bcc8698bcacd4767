import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { renderApp } from '#web/test/renderApp';
import { GAME_ID, HOME_ID, buildGame, submission, serve, admin } from './test/fixtures';

/* Where two teams' submissions differ (`submissionDifferences`), told to both clerks and the administrator. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const clerk = () => buildAccount({ name: 'Hannah Home', teamId: HOME_ID, access: access('inputResults') });

describe('submissions that differ', () => {
  it('tells a clerk which parts differ, instead of waiting for the other team', async () => {
    serve(
      buildGame({ homeSubmission: submission(), submissionDifferences: ['Match 1', 'Match 4', '180s'] }),
      clerk(),
    );
    renderApp(`/score/${GAME_ID}`);
    const told = await screen.findByRole('status', { name: 'Submissions differ' });
    expect(told.textContent).toContain(
      "Anchor's submission differs from yours in Match 1, Match 4 and 180s.",
    );
    expect(screen.queryByText(/They are published when Anchor submit the same card/)).toBeNull();
  });

  it('tells a clerk nothing differs until both teams have submitted', async () => {
    serve(buildGame({ homeSubmission: submission() }), clerk());
    renderApp(`/score/${GAME_ID}`);
    expect(await screen.findByText(/They are published when Anchor submit the same card/)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Submissions differ' })).toBeNull();
  });

  it('tells the administrator which parts the two submissions differ in', async () => {
    serve(
      buildGame({
        homeSubmission: submission(),
        awaySubmission: submission(),
        submissionDifferences: ['Match 2'],
      }),
      admin(),
    );
    renderApp(`/score/${GAME_ID}`);
    const told = await screen.findByRole('status', { name: 'Submissions differ' });
    expect(told.textContent).toBe('The Crown and Anchor submissions differ in Match 2.');
  });
});
