import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { setLiveConnectionForTests } from './connection/shared';
import { publicLiveScores } from './test/features';
import { FakeLiveConnection } from './test/fakeLiveConnection';

const ID = '11111111-2222-4333-8444-555555555555';
const OTHER = '22222222-2222-4333-8444-555555555555';

function saygRecord(...visits: number[]): SaygRecord {
  const state = play(buildRecord(), 'home', ...visits);
  return { ...state, id: ID, updated: '2026-11-22T20:00:00Z' } as SaygRecord;
}

const liveAccount = { body: buildAccount({ access: access('useWebSockets') }) };
let connection: FakeLiveConnection;

beforeEach(() => {
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

describe('/live', () => {
  it('offers a date (today) and the Superleague button', async () => {
    fakeFetch();
    renderApp('/live');
    const date = await screen.findByLabelText<HTMLInputElement>('Date');
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: 'Superleague' }).getAttribute('href')).toBe(
      `/live/superleague?date=${date.value}`,
    );
  });

  it('refuses other types', async () => {
    fakeFetch();
    renderApp('/live/fixture');
    expect(await screen.findByText('Unsupported type')).toBeTruthy();
  });

  it('asks for ids', async () => {
    fakeFetch();
    renderApp('/live/match');
    expect(await screen.findByText("Specify the ids for the match's")).toBeTruthy();
  });
});

describe('/live/match', () => {
  it('shows the record read-only with its statistics, without subscribing when not allowed', async () => {
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: saygRecord(100, 60) } });
    renderApp(`/live/match/${ID}`);
    expect((await screen.findByLabelText('Alice remaining')).textContent).toBe('401');
    expect(screen.getByLabelText('Bob remaining').textContent).toBe('441');
    // The statistics are fetched right after the board shows.
    expect(await screen.findByRole('heading', { name: 'Match statistics' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /enter|submit/i })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Follow live' })).toBeNull();
    expect(connection.subscriptions).toHaveLength(0);
    expect((await screen.findByRole('status', { name: 'Not following live' })).textContent).toMatch(
      /^Live updates are off: the league's settings could not be loaded · Last update \d{1,2}:\d{2}/,
    );
  });

  it('follows live signed out with the default features, and says when it is reconnecting', async () => {
    fakeFetch({
      'GET /api/Feature': { body: [publicLiveScores(null)] },
      [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) },
    });
    renderApp(`/live/match/${ID}`);
    await screen.findByText('Live');
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
    expect(screen.queryByRole('status', { name: 'Not following live' })).toBeNull();
    act(() => connection.setStatus('reconnecting'));
    expect(screen.getByRole('status', { name: 'Not following live' }).textContent).toMatch(
      /^Reconnecting… the scores may be behind · Last update /,
    );
    act(() => connection.setStatus('connected'));
    expect(screen.queryByRole('status', { name: 'Not following live' })).toBeNull();
  });

  it('says live updates are off for visitors when the league turned PublicLiveScores off', async () => {
    fakeFetch({
      'GET /api/Feature': { body: [publicLiveScores('false')] },
      [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) },
    });
    renderApp(`/live/match/${ID}`);
    expect((await screen.findByRole('status', { name: 'Not following live' })).textContent).toMatch(
      /^Live updates are off for visitors in this league · Last update /,
    );
    expect(connection.subscriptions).toHaveLength(0);
  });

  it("shows 'Data not found' for a record without legs", async () => {
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: { ...buildRecord(), id: ID, updated: null } } });
    renderApp(`/live/match/${ID}`);
    expect(await screen.findByText('Data not found')).toBeTruthy();
  });

  it('re-renders the remaining score on a live update', async () => {
    fakeFetch({ 'GET /api/Account': liveAccount, [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) } });
    renderApp(`/live/match/${ID}`);
    expect((await screen.findByLabelText('Alice remaining')).textContent).toBe('401');
    await screen.findByText('Live');
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
    act(() => connection.update(ID, saygRecord(100, 60, 140)));
    expect(screen.getByLabelText('Alice remaining').textContent).toBe('261');
    expect(screen.getByLabelText('Bob remaining').textContent).toBe('441');
  });

  it('follows live anonymously when PublicLiveScores is on, without the paused switch', async () => {
    fakeFetch({
      'GET /api/Feature': {
        body: [
          {
            id: FEATURE_IDS.publicLiveScores,
            name: 'Public live scores',
            description: '',
            valueType: 'Boolean',
            defaultValue: 'false',
            configuredValue: 'true',
            updated: null,
            editor: null,
          },
        ],
      },
      [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) },
    });
    renderApp(`/live/match/${ID}`);
    await screen.findByText('Live');
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
    expect(screen.queryByRole('switch', { name: 'Follow live' })).toBeNull();
  });

  it('unsubscribes when paused', async () => {
    fakeFetch({ 'GET /api/Account': liveAccount, [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) } });
    const { user } = renderApp(`/live/match/${ID}`);
    await screen.findByText('Live');
    await user.click(screen.getByRole('switch', { name: 'Follow live' }));
    expect(connection.active()).toEqual([]);
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Not following live' }).textContent).toMatch(
      /^Paused: not following live updates/,
    );
    await user.click(screen.getByRole('switch', { name: 'Follow live' }));
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
  });

  it('subscribes to several boards one at a time', async () => {
    fakeFetch({
      'GET /api/Account': liveAccount,
      [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) },
      [`GET /api/Sayg/${OTHER}`]: { body: { ...saygRecord(60), id: OTHER } },
    });
    renderApp(`/live/match/?id=${ID}&id=${OTHER}`);
    expect(await screen.findAllByLabelText('Alice remaining')).toHaveLength(2);
    await screen.findAllByText('Live');
    expect(screen.getByText('Connecting…')).toBeTruthy();
    // The connection's code loads with the first subscription (useLiveSubscription).
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${ID}`]));
    act(() => connection.update(ID, saygRecord(100)));
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${ID}`, `Sayg:${OTHER}`]));
  });

  it('Refresh reloads every listed record', async () => {
    const api = fakeFetch({
      [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) },
      [`GET /api/Sayg/${OTHER}`]: { body: { ...saygRecord(60), id: OTHER } },
    });
    const { user } = renderApp(`/live/match/?id=${ID}&id=${OTHER}`);
    expect(await screen.findAllByLabelText('Alice remaining')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(api.callsTo('GET', `/api/Sayg/${ID}`)).toHaveLength(2);
    expect(api.callsTo('GET', `/api/Sayg/${OTHER}`)).toHaveLength(2);
  });

  it('shows the last 5 throws with first names in widescreen, and the 1-dart average with #average=1', async () => {
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: saygRecord(10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 26) } });
    renderApp(`/live/match/${ID}?widescreen=true#average=1`);
    const alice = await screen.findByRole('list', { name: 'Alice last throws' });
    expect(
      within(alice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['30 → 461', '50 → 411', '70 → 341', '90 → 251', '26 → 225']);
    expect(screen.getByRole('switch', { name: '1-dart average' })).toHaveProperty('checked', true);
  });

  it('shows full names with fullNames=true', async () => {
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) } });
    renderApp(`/live/match/${ID}?fullNames=true`);
    expect(await screen.findByLabelText('Alice Archer remaining')).toBeTruthy();
  });

  it('shows a QR code of the page address in full screen', async () => {
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: saygRecord(100) } });
    const { user } = renderApp(`/live/match/${ID}`);
    await screen.findByLabelText('Alice remaining');
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const qr = await screen.findByRole('figure', { name: 'QR code of this page' });
    expect(qr.querySelector('svg')?.getAttribute('width')).toBe('75');
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(screen.queryByRole('figure', { name: 'QR code of this page' })).toBeNull();
  });
});
