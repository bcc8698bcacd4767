import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '../../test/support';

/*
 * Requests the server cannot read, found by probing it from outside: an address the router cannot
 * decode or that is too long, and a signed-out caller's body that is broken or too large. Each
 * answers in the envelope, without the framework's codes or the address echoed, and a signed-out
 * caller is told 401 before the body is read.
 */

describe.each(DIALECTS)('Unreadable requests on %s', (dialect) => {
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
});
