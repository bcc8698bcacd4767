import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorRecord } from '@darts/core/contract/error';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { today } from '#web/features/site/today';

const record: ErrorRecord = {
  id: 'e1',
  source: 'UI',
  time: '2025-05-01T10:00:00Z',
  lastTime: '2025-05-01T11:30:00Z',
  count: 3,
  message: 'Cannot read the fixture',
  stack: ['TypeError: Cannot read the fixture', '    at Score (score.tsx:10:5)'],
  type: 'TypeError',
  userName: 'Sam',
  userAgent: 'TestBrowser/1.0',
  url: 'http://localhost:3000/score/1',
};

describe('errors tab', () => {
  it('lists errors since today and shows the details of the one picked', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('viewExceptions') }) },
      [`GET /api/Error/Since/${today()}`]: { body: [record] },
      'GET /api/Error/e1': { body: record },
    });
    const { user } = renderApp('/admin/errors');

    expect(((await screen.findByLabelText('Since')) as HTMLInputElement).value).toBe(today());
    const listed = await screen.findByRole('button', { name: /Cannot read the fixture/ });
    expect(within(listed).getByText('3 times')).toBeTruthy();
    await user.click(listed);

    const detail = await screen.findByRole('region', { name: 'Cannot read the fixture' });
    expect(within(detail).getByText('TypeError')).toBeTruthy();
    expect(within(detail).getByText(/^3, the last at /)).toBeTruthy();
    expect(within(detail).getByText('http://localhost:3000/score/1')).toBeTruthy();
    expect(within(detail).getByText('TestBrowser/1.0')).toBeTruthy();
    expect(within(detail).getByText(/at Score \(score.tsx:10:5\)/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/Error/e1')).toHaveLength(1);
  });
});
