import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * Requests the server cannot read, found by probing it from outside: an address the router cannot
 * decode or that is too long, and a signed-out caller's body that is broken or too large. Each
 * answers in the envelope, without the framework's codes or the address echoed, and a signed-out
 * caller is told 401 before the body is read.
 */

/** Sends raw bytes (what fetch will not send: repeated or oversized headers) and reads the answer. */
async function rawRequest(url: string, request: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
}

describe.each(ROUTE_DIALECTS)('Unreadable requests on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.signedIn('all');
  });
  afterAll(async () => server.close());

  it('answers an address with a broken escape or a too-long id in the envelope', async () => {
    const broken = await admin.get('/api/Tournament/%ZZ');
    expect(broken.status).toBe(400);
    expect(envelopeErrors(broken.body)).toEqual(['The address is not valid']);
    const long = await admin.get(`/api/Tournament/${'a'.repeat(1000)}`);
    expect(long.status).toBe(414);
    expect(envelopeErrors(long.body)).toEqual(['The address is too long']);
    expect(JSON.stringify(long.body)).not.toMatch(/FST_|aaaa/);
  });

  it('tells a signed-out caller 401 before reading a broken or too-large body', async () => {
    const anonymous = server.client();
    const broken = await anonymous.put('/api/Tournament', '{"seasonId":');
    expect(broken.status).toBe(401);
    expect(envelopeErrors(broken.body)).toEqual(['Not logged in']);
    const huge = await anonymous.put('/api/Tournament', JSON.stringify({ notes: 'x'.repeat(3_000_000) }));
    expect(huge.status).toBe(401);
    // A signed-in caller's broken body is still a 400 naming the problem.
    expect((await admin.put('/api/Tournament', '{"seasonId":')).status).toBe(400);
  });

  it('words a body that is not JSON, or empty, for a person', async () => {
    const broken = await admin.put('/api/Division', '{"name":');
    expect(broken.status).toBe(400);
    expect(envelopeErrors(broken.body)).toEqual(['The request could not be read: send its details as JSON']);
    // A key that would reach Object's prototype is refused by the parser in the same words.
    const prototype = await admin.put('/api/Division', '{"__proto__":{"x":1},"name":"Premier"}');
    expect(envelopeErrors(prototype.body)).toEqual([
      'The request could not be read: send its details as JSON',
    ]);
    const empty = await admin.put('/api/Division', '');
    expect(empty.status).toBe(400);
    expect(envelopeErrors(empty.body)).toEqual(['The request is empty: send its details as JSON']);
  });

  it('names a problem once when a value fails two checks', async () => {
    const answer = await admin.put('/api/Season', { name: 'Winter', startDate: [], endDate: '2026-01-01' });
    expect(answer.status).toBe(400);
    expect(envelopeErrors(answer.body)).toEqual(['Enter a start date']);
  });

  it('answers a request the HTTP parser refuses in the envelope', async () => {
    const twice = await rawRequest(
      server.url,
      'PUT /api/Division HTTP/1.1\r\nHost: x\r\nX-UI-Url: /\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}',
    );
    expect(twice.status).toBe(400);
    expect(envelopeErrors(twice.body)).toEqual(['The request could not be read']);
    const huge = await rawRequest(
      server.url,
      `GET /api/Season HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(envelopeErrors(huge.body)).toEqual(['The request headers are too large']);
  });
});
