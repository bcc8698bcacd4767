import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SocketInfo, WatchableData } from '@darts/core/contract/live';
import { access, buildAccount } from '#web/test/builders';
import { catchDownloads } from '#web/test/downloads';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const match: WatchableData = {
  id: '11111111-2222-4333-8444-555555555555',
  dataType: 'Sayg',
  publicationMode: 'WebSocket',
  // Updated a minute ago: live now.
  lastUpdate: new Date(Date.now() - 60_000).toISOString(),
  relativeUrl: '/live/match/11111111-2222-4333-8444-555555555555',
  absoluteUrl: null,
  userName: 'Scorer',
  eventDetails: { type: null, venue: null, opponents: ['Alice', 'Bob'] },
};
const tournament: WatchableData = {
  ...match,
  id: '22222222-2222-4333-8444-555555555555',
  dataType: 'Tournament',
  publicationMode: 'Polling',
  relativeUrl: '/tournament/22222222-2222-4333-8444-555555555555',
  eventDetails: { type: 'Pairs cup', venue: 'The Red Lion', opponents: [] },
};

/** Last updated 31 minutes ago: the server listed it, but it has gone idle since (core/live/liveNow.ts). */
const idle: WatchableData = {
  ...match,
  id: '44444444-2222-4333-8444-555555555555',
  lastUpdate: new Date(Date.now() - 31 * 60_000).toISOString(),
  relativeUrl: '/live/match/44444444-2222-4333-8444-555555555555',
  eventDetails: { type: null, venue: null, opponents: ['Idle', 'Ian'] },
};

// /tv shows the boards themselves, or the fixtures and tables (features/tv/TvPage.test.tsx).
describe('/live', () => {
  const path = '/live';
  it('lists the matches and tournaments being played now, as links, without connection badges', async () => {
    fakeFetch({ 'GET /api/Live/Watch': { body: [match, tournament, idle] } });
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Live now' });
    const link = within(list).getByRole('link', { name: 'Alice vs Bob' });
    expect(link.getAttribute('href')).toBe(match.relativeUrl);
    expect(within(list).getByRole('link', { name: 'Pairs cup at The Red Lion' }).getAttribute('href')).toBe(
      tournament.relativeUrl,
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('WebSocket')).toBeNull();
    expect(within(list).queryByText('Polling')).toBeNull();
  });

  it('calls a superleague night by the name its own page gives it: host vs opponent', async () => {
    const night: WatchableData = {
      ...tournament,
      eventDetails: { type: 'Superleague', venue: 'The Crown', opponents: ['The Crown', 'The Bell'] },
    };
    fakeFetch({ 'GET /api/Live/Watch': { body: [night] } });
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Live now' });
    expect(within(list).getByRole('link', { name: 'The Crown vs The Bell' })).toBeTruthy();
  });

  it('says when nothing is live', async () => {
    fakeFetch({ 'GET /api/Live/Watch': { body: [idle] } });
    renderApp(path);
    expect(await screen.findByText('Nothing is being scored live right now.')).toBeTruthy();
  });
});

describe('the Connections page', () => {
  it('is reached from /live by accounts with useWebSockets, and only by them', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('useWebSockets') }) } });
    const { user, unmount } = renderApp('/live');
    await user.click(await screen.findByRole('link', { name: 'Connections' }));
    expect(await screen.findByRole('heading', { name: 'Connections' })).toBeTruthy();
    unmount();

    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('manageScores') }) } });
    renderApp('/live');
    // The account has loaded (the menu offers Logout) and the link is not there.
    await screen.findByRole('button', { name: /^Logout/ });
    expect(screen.queryByRole('link', { name: 'Connections' })).toBeNull();
  });

  it('shows "No access" and a Login link when signed out', async () => {
    fakeFetch();
    renderApp('/live/connections');
    const section = (await screen.findByText('No access')).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/api/Account/Login/?redirectUrl=%2Flive%2Fconnections',
    );
  });

  it('shows "No access" without useWebSockets', async () => {
    const api = fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('manageScores') }) } });
    renderApp('/live/connections');
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(api.callsTo('GET', '/api/Live/Watch')).toHaveLength(0);
  });

  it('lists connections with their publication mode for live-access accounts', async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('useWebSockets') }) },
      'GET /api/Live/Watch': { body: [match, tournament] },
    });
    renderApp('/live/connections');
    const list = await screen.findByRole('list', { name: 'Live connections' });
    expect(within(list).getByRole('link', { name: 'Alice vs Bob' })).toBeTruthy();
    expect(within(list).getByText('WebSocket')).toBeTruthy();
    expect(within(list).getByText('Polling')).toBeTruthy();
  });
});

describe('/admin/sockets', () => {
  const socket: SocketInfo = {
    id: '33333333-2222-4333-8444-555555555555',
    userName: 'Spectator Sue',
    originatingUrl: 'http://pub/live/match',
    connected: '2026-11-22T20:00:00Z',
    lastReceipt: null,
    lastSent: null,
    receivedMessages: 3,
    sentMessages: 7,
    subscriptions: ['Sayg:11111111-2222-4333-8444-555555555555'],
  };

  it('lists sockets and closes one only after confirmation', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageSockets') }) },
      'GET /api/Live/Sockets': { body: [socket] },
      [`DELETE /api/Live/Socket/${socket.id}`]: { body: envelope(null, { messages: ['Socket closed'] }) },
    });
    const { user } = renderApp('/admin/sockets');
    const row = (await screen.findByText('Spectator Sue')).closest('tr')!;
    expect(within(row).getByText('3 / 7')).toBeTruthy();
    const confirm = vi.spyOn(window, 'confirm');
    confirm.mockReturnValueOnce(false);
    await user.click(within(row).getByRole('button', { name: /Close socket of Spectator Sue/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to close this socket');
    expect(api.callsTo('DELETE', `/api/Live/Socket/${socket.id}`)).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    await user.click(within(row).getByRole('button', { name: /Close socket of Spectator Sue/ }));
    await vi.waitFor(() => expect(api.callsTo('DELETE', `/api/Live/Socket/${socket.id}`)).toHaveLength(1));
  });

  it("shows a refused close under that socket's row, not in a dialog", async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageSockets') }) },
      'GET /api/Live/Sockets': { body: [socket] },
      [`DELETE /api/Live/Socket/${socket.id}`]: {
        status: 404,
        body: envelope(null, { errors: ['Not found'] }),
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    const { user } = renderApp('/admin/sockets');
    const row = (await screen.findByText('Spectator Sue')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Close socket of Spectator Sue/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Could not close socketNot found');
    expect(refusal.closest('tr')!.previousElementSibling).toBe(row);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The list downloads as CSV: the sockets' rows as shown, without the buttons or the refusal.
    const downloads = catchDownloads();
    await user.click(screen.getByRole('button', { name: /^CSV ?of Open sockets$/ }));
    const csv = await downloads.file();
    expect(csv.name).toBe('open-sockets.csv');
    const lines = csv.text.split(/\r?\n/);
    expect(lines[0]).toBe('User,Page,Connected,Last received,Messages in / out,Subscriptions');
    // The connected time as the page words it (the machine's locale), the rest as they are.
    const when = new Date(socket.connected).toLocaleString();
    expect(lines.slice(1)).toEqual([
      `Spectator Sue,http://pub/live/match,${when.includes(',') ? `"${when}"` : when},-,3 / 7,Sayg:${match.id}`,
      '',
    ]);
  });
});
