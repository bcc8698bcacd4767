import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmissionDisagreement } from '@darts/core/contract/scorecard';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const differing: SubmissionDisagreement = {
  id: '10000000-0000-4000-8000-000000000001',
  seasonId: '20000000-0000-4000-8000-000000000001',
  divisionId: '30000000-0000-4000-8000-000000000001',
  date: '2025-03-04',
  home: 'The Bell',
  away: 'The Crown',
  differences: ['Match 1', 'Match 4', '180s'],
};

const serve = (list: SubmissionDisagreement[], flag: 'manageScores' | 'manageFeatures' = 'manageScores') =>
  fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(flag) }) },
    'GET /api/Scores/Disagreements': { body: envelope(list) },
    'GET /api/Feature': { body: [] },
  });

describe('submissions tab', () => {
  it('lists the fixtures whose submissions differ, where, with a link to the scorecard', async () => {
    serve([differing]);
    renderApp('/admin');
    const tab = await screen.findByRole('link', { name: 'Submissions' });
    expect(tab.getAttribute('href')).toBe('/admin/submissions');
    const section = await screen.findByRole('region', { name: 'Submissions that differ' });
    const link = await within(section).findByRole('link', { name: 'The Bell vs The Crown' });
    expect(link.getAttribute('href')).toBe(`/score/${differing.id}`);
    expect(within(section).getByText('Differ in Match 1, Match 4, 180s')).toBeTruthy();
  });

  it('says when no fixture has submissions that differ', async () => {
    serve([]);
    renderApp('/admin/submissions');
    expect(await screen.findByText('No fixture has two submissions that differ.')).toBeTruthy();
  });

  it('is not offered without manageScores', async () => {
    serve([differing], 'manageFeatures');
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Features' });
    expect(screen.queryByRole('link', { name: 'Submissions' })).toBeNull();
  });
});
