import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient, type SocketSource } from '#server-test/liveClient';
import { startServer, TEST_PASSWORD, type ApiClient, type TestServer } from '#server-test/support';

// Which address a client is counted under: the socket's, or behind a proxy TRUST_PROXY lists, the
// one it forwards (docs/decisions/038). Each server holds 2 live sockets per address.
async function server(config: Record<string, string>) {
  const started = await startServer('sqlite', {
    liveLimits: { socketsPerAddress: 2 },
    config: { SIGN_IN_LIMIT_PER_MINUTE: '2', ...config },
  });
  return { server: started, spectator: await started.signedIn(['useWebSockets']) };
}

const status = (s: TestServer, spectator: ApiClient, source: SocketSource) =>
  LiveTestClient.upgradeStatus(s.url, spectator.cookie, s.url, source);

/** Opens two sockets from `source` (held open) and answers the status of a third. */
async function third(s: TestServer, spectator: ApiClient, sources: SocketSource[], last: SocketSource) {
  const held = await Promise.all(
    sources.map((source) => LiveTestClient.connect(s.url, spectator.cookie, source)),
  );
  await expect.poll(() => s.ctx.live.held().sockets).toBeGreaterThanOrEqual(held.length);
  const answer = await status(s, spectator, last);
  held.forEach((socket) => socket.close());
  await expect.poll(() => s.ctx.live.held().sockets).toBe(0);
  return answer;
}

const signIn = (s: TestServer, forwardedFor: string) =>
  s
    .client()
    .post(
      '/api/Account/Login',
      { emailAddress: 'nobody@test.example', password: TEST_PASSWORD },
      {
        'x-forwarded-for': forwardedFor,
      },
    )
    .then((response) => response.status);

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let s: TestServer;
  let spectator: ApiClient;
  beforeAll(async () => {
    ({ server: s, spectator } = await server({ TRUST_PROXY: '127.0.0.1' }));
  });
  afterAll(async () => s.close());

  it('counts live sockets under the forwarded address', async () => {
    const a = { forwardedFor: '203.0.113.5' };
    expect(await third(s, spectator, [a, a], a)).toBe(429);
    expect(await third(s, spectator, [a, a], { forwardedFor: '203.0.113.6' })).toBe(101);
  });

  it('counts an IPv6 client by its /64', async () => {
    const sources = [{ forwardedFor: '2001:db8:1:2::a' }, { forwardedFor: '2001:db8:1:2:ffff::b' }];
    expect(await third(s, spectator, sources, { forwardedFor: '2001:DB8:1:2::c' })).toBe(429);
    expect(await third(s, spectator, sources, { forwardedFor: '2001:db8:1:3::a' })).toBe(101);
  });

  it('believes no header from an address it does not list', async () => {
    const untrusted = (forwardedFor: string) => ({ from: '127.0.0.2', forwardedFor });
    expect(
      await third(
        s,
        spectator,
        [untrusted('203.0.113.7'), untrusted('203.0.113.8')],
        untrusted('203.0.113.9'),
      ),
    ).toBe(429);
  });

  it('limits sign-in attempts per forwarded address', async () => {
    expect([await signIn(s, '198.51.100.1'), await signIn(s, '198.51.100.1')]).not.toContain(429);
    expect(await signIn(s, '198.51.100.1')).toBe(429);
    expect(await signIn(s, '198.51.100.2')).not.toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let s: TestServer;
  let spectator: ApiClient;
  beforeAll(async () => {
    ({ server: s, spectator } = await server({}));
  });
  afterAll(async () => s.close());

  it('ignores X-Forwarded-For: the socket address is counted', async () => {
    const forwarded = (forwardedFor: string) => ({ from: '127.0.0.3', forwardedFor });
    expect(
      await third(
        s,
        spectator,
        [forwarded('203.0.113.5'), forwarded('203.0.113.6')],
        forwarded('203.0.113.7'),
      ),
    ).toBe(429);
    expect(await status(s, spectator, { from: '127.0.0.4', forwardedFor: '203.0.113.5' })).toBe(101);
  });

  it('limits sign-in attempts per socket address, whatever the header says', async () => {
    expect([await signIn(s, '198.51.100.1'), await signIn(s, '198.51.100.2')]).not.toContain(429);
    expect(await signIn(s, '198.51.100.3')).toBe(429);
  });
});
