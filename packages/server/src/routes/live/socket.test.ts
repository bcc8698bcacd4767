import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/contract/feature';
import { LiveTestClient } from '#server-test/liveClient';
import { startServer, type ApiClient, type TestServer } from '#server-test/support';

const match = { yourName: 'Alice', opponentName: 'Bob', startingScore: 501, numberOfLegs: 3, legs: {} };

describe('the live web socket', () => {
  let server: TestServer;
  let spectator: ApiClient;
  let scorer: ApiClient;
  let sayg: { id: string; updated: string; editToken: string };
  const sockets: LiveTestClient[] = [];
  const connect = async (client?: ApiClient, options?: { autoPolo?: boolean }) => {
    const socket = await LiveTestClient.connect(server.url, client?.cookie, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startServer('sqlite', { livePingMs: 300 });
    spectator = await server.signedIn(['useWebSockets']);
    scorer = server.client();
    sayg = (await scorer.post('/api/Sayg', match)).body.result;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await server.close();
  });

  it('acknowledges a subscription, then fans out updates to subscribers but not back to the publisher', async () => {
    const watcher = await connect(spectator);
    watcher.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    const ack = await watcher.next((m) => m.type === 'Subscribed');
    expect(ack).toEqual({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg', data: null, message: null });

    const publisher = await connect(await server.signedIn(['useWebSockets']));
    publisher.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    await publisher.next((m) => m.type === 'Subscribed');
    publisher.send({
      type: 'Update',
      id: sayg.id,
      dataType: 'Sayg',
      data: { ...match, homeScore: 1 },
      token: sayg.editToken,
    });
    const update = await watcher.next((m) => m.type === 'Update' && m.data.homeScore === 1);
    expect(update).toMatchObject({ id: sayg.id, dataType: 'Sayg' });
    await new Promise((r) => setTimeout(r, 100));
    expect(publisher.messages.filter((m) => m.type === 'Update' && m.data.homeScore === 1)).toEqual([]);
  });

  it('agrees no compression with a socket that offers it: every spectator gets the one ready frame', async () => {
    // ws clients, like browsers, offer permessage-deflate; compressing would cost the server per socket.
    const watcher = await connect(spectator);
    expect(watcher.socket.extensions).toBe('');
    watcher.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    expect(await watcher.next((m) => m.type === 'Subscribed')).toMatchObject({ id: sayg.id });
  });

  it('sends the latest data straight after subscribing, so a reconnecting spectator is never stale', async () => {
    const saved = await scorer.post(
      '/api/Sayg',
      { ...match, yourName: 'Alice Latest', id: sayg.id, lastUpdated: sayg.updated },
      { 'x-sayg-token': sayg.editToken },
    );
    expect(saved.body.errors).toEqual([]);
    const late = await connect(spectator);
    late.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    await late.next((m) => m.type === 'Subscribed');
    const latest = await late.next((m) => m.type === 'Update');
    expect(latest.data.yourName).toBe('Alice Latest');
  });

  it('every server-side save of a sayg is published to subscribers', async () => {
    const created = (await scorer.post('/api/Sayg', match)).body.result;
    const watcher = await connect(spectator);
    watcher.send({ type: 'Subscribed', id: created.id, dataType: 'Sayg' });
    await watcher.next((m) => m.type === 'Subscribed');
    const leg = {
      startingScore: 501,
      currentThrow: 'away',
      playerSequence: [
        { value: 'home', text: 'Alice' },
        { value: 'away', text: 'Bob' },
      ],
      home: { throws: [{ score: 140, noOfDarts: 3 }] },
      away: { throws: [] },
    };
    await scorer.post(
      '/api/Sayg',
      { ...match, id: created.id, lastUpdated: created.updated, legs: { '0': leg } },
      { 'x-sayg-token': created.editToken },
    );
    const update = await watcher.next((m) => m.type === 'Update' && m.data.legs?.['0']);
    expect(update.data.legs['0'].home.score).toBe(140);
  });

  it('answers Marco with Polo', async () => {
    const socket = await connect(spectator);
    socket.send({ type: 'Marco' });
    expect(await socket.next((m) => m.type === 'Polo')).toMatchObject({ type: 'Polo' });
  });

  it('sends Marco and drops a socket that does not answer', async () => {
    const silent = await connect(spectator, { autoPolo: false });
    expect(await silent.next((m) => m.type === 'Marco', 2000)).toMatchObject({ type: 'Marco' });
    const closed = await silent.waitClosed(3000);
    expect(closed.code).toBe(4001);
    const polite = await connect(spectator);
    await polite.next((m) => m.type === 'Marco', 2000);
    await new Promise((r) => setTimeout(r, 800));
    expect(polite.closed).toBeNull();
  });

  it('answers bad messages with an Error message and keeps the socket open', async () => {
    const socket = await connect(spectator);
    socket.send('this is not json');
    expect((await socket.next((m) => m.type === 'Error')).message).toBe('Message is not valid JSON');
    socket.send({ type: 'Shout' });
    expect((await socket.next((m) => m.type === 'Error')).message).toBe(
      'Type must be one of Unknown, Marco, Polo, Update, Error, Subscribed, Unsubscribed',
    );
    socket.send({ type: 'Subscribed', id: 'x'.repeat(101), token: 7 });
    expect((await socket.next((m) => m.type === 'Error')).message).toBe(
      'The match must have at most 100 characters; Token must be text',
    );
    socket.send({ type: 'Subscribed' });
    expect((await socket.next((m) => m.type === 'Error')).message).toBe('Id is required');
    socket.send({ type: 'Update', id: sayg.id });
    expect((await socket.next((m) => m.type === 'Error')).message).toBe('Data and Id is required');
    socket.send({ type: 'Marco' });
    await socket.next((m) => m.type === 'Polo');
    expect(socket.closed).toBeNull();
  });

  it('refuses a publish into someone else’s match', async () => {
    const intruder = await connect(await server.signedIn(['useWebSockets']));
    intruder.send({
      type: 'Update',
      id: sayg.id,
      dataType: 'Sayg',
      data: { yourName: 'Hacked' },
      token: 'wrong',
    });
    const error = await intruder.next((m) => m.type === 'Error');
    expect(error).toMatchObject({ id: sayg.id, message: 'Not permitted to change this leg-by-leg record' });
    const anonymous = await connect();
    anonymous.send({ type: 'Update', id: sayg.id, dataType: 'Sayg', data: { yourName: 'Hacked' } });
    expect((await anonymous.next((m) => m.type === 'Error')).message).toMatch(/^Not logged in/);
    const latest = await spectator.get(`/api/Live/Update/${sayg.id}/Sayg`);
    expect(latest.body.result.data.yourName).not.toBe('Hacked');
  });

  it('checks the session again on every publish: an account signed out meanwhile publishes nothing', async () => {
    const marker = await server.signedIn(['recordScoresAsYouGo', 'useWebSockets']);
    const cookie = marker.cookie;
    const socket = await connect(marker);
    const publish = (yourName: string) =>
      socket.send({ type: 'Update', id: sayg.id, dataType: 'Sayg', data: { ...match, yourName } });
    publish('Still signed in');
    await expect
      .poll(async () => (await spectator.get(`/api/Live/Update/${sayg.id}/Sayg`)).body.result.data.yourName)
      .toBe('Still signed in');
    // The session ends (303 to the page asked for); the socket opened with it stays open.
    expect((await marker.post('/api/Account/Logout')).status).toBe(303);
    expect(cookie).not.toBeNull();
    expect(socket.closed).toBeNull();
    publish('After signing out');
    expect((await socket.next((m) => m.type === 'Error')).message).toMatch(/^Not logged in/);
    const latest = await spectator.get(`/api/Live/Update/${sayg.id}/Sayg`);
    expect(latest.body.result.data.yourName).toBe('Still signed in');
  });

  it('lets anonymous sockets subscribe and receive updates with the default features', async () => {
    const anonymous = await connect();
    anonymous.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    expect(await anonymous.next((m) => m.type === 'Subscribed')).toMatchObject({ id: sayg.id });
    await scorer.post(
      `/api/Live/Update/${sayg.id}/Sayg`,
      { ...match, yourName: 'Seen anonymously' },
      { 'x-sayg-token': sayg.editToken },
    );
    const update = await anonymous.next(
      (m) => m.type === 'Update' && m.data?.yourName === 'Seen anonymously',
    );
    expect(update).toMatchObject({ id: sayg.id, dataType: 'Sayg' });
  });

  it('lets only live-access accounts subscribe once a league turns PublicLiveScores off', async () => {
    const admin = await server.signedIn(['manageFeatures']);
    await admin.put('/api/Feature', { id: FEATURE_IDS.publicLiveScores, configuredValue: 'false' });
    try {
      const anonymous = await connect();
      anonymous.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
      expect((await anonymous.next((m) => m.type === 'Error')).message).toBe(
        'Not logged in: live updates are off for visitors in this league',
      );
      const live = await connect(spectator);
      live.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
      expect(await live.next((m) => m.type === 'Subscribed')).toMatchObject({ id: sayg.id });
    } finally {
      await admin.put('/api/Feature', { id: FEATURE_IDS.publicLiveScores, configuredValue: null });
    }
  });

  it('acknowledges unsubscribing, after which no more updates arrive', async () => {
    const socket = await connect(spectator);
    socket.send({ type: 'Subscribed', id: sayg.id, dataType: 'Sayg' });
    await socket.next((m) => m.type === 'Subscribed');
    socket.send({ type: 'Unsubscribed', id: sayg.id, dataType: 'Sayg' });
    await socket.next((m) => m.type === 'Unsubscribed');
    socket.messages.length = 0;
    await scorer.post(
      `/api/Live/Update/${sayg.id}/sayg`,
      { ...match, yourName: 'After' },
      { 'x-sayg-token': sayg.editToken },
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(socket.messages.filter((m) => m.type === 'Update')).toEqual([]);
  });

  it('answers a plain GET of the socket address with 400', async () => {
    const response = await server.client().get('/api/Live/');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(['Should be requested as a web-socket']);
  });
});
