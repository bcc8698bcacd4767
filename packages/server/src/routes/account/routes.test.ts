import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

describe.each(ROUTE_DIALECTS)('Account API on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server.close());

  describe('GET /api/Account', () => {
    it('answers 204 when signed out', async () => {
      const response = await server.client().get('/api/Account');
      expect(response.status).toBe(204);
      expect(response.body).toBe('');
    });

    it('returns the signed-in account with its flags and never the password hash', async () => {
      const client = await server.signedIn(['manageScores'], { name: 'Sam Scorer' });
      const response = await client.get('/api/Account');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        name: 'Sam Scorer',
        givenName: 'Sam',
        emailAddress: client.email,
        teamId: null,
      });
      expect(response.body.access.manageScores).toBe(true);
      expect(response.body.access.manageAccess).toBe(false);
      expect(Object.keys(response.body.access)).toHaveLength(28);
      expect(JSON.stringify(response.body)).not.toContain('scrypt');
    });
  });

  describe('POST /api/Account/Login', () => {
    it('answers 400 naming each bad field', async () => {
      const response = await server
        .client()
        .post('/api/Account/Login', { emailAddress: 'not-an-email', password: '' });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'Email address must be an email address',
        'Password is required',
      ]);
    });

    it('answers 401 with a clear message for a wrong password or an unknown account', async () => {
      const known = await server.signedIn([]);
      for (const emailAddress of [known.email, 'nobody@test.example']) {
        const response = await server
          .client()
          .post('/api/Account/Login', { emailAddress, password: 'wrong password' });
        expect(response.status).toBe(401);
        expect(envelopeErrors(response.body)).toEqual(['Email address or password is incorrect']);
      }
    });

    it('sets an HttpOnly, SameSite=Lax session cookie and returns the account', async () => {
      const admin = await server.signedIn('all');
      const client = server.client();
      const response = await client.post('/api/Account/Login', {
        emailAddress: admin.email!.toUpperCase(),
        password: 'correct horse battery',
      });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.result.access.manageFeatures).toBe(true);
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^darts_session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      expect((await client.get('/api/Account')).status).toBe(200);
    });

    it('refuses a request without the application header (CSRF defence)', async () => {
      const response = await server
        .client()
        .post('/api/Account/Login', { emailAddress: 'a@b.cd', password: 'x' }, { 'x-ui-url': '' });
      expect(response.status).toBe(403);
      expect(envelopeErrors(response.body)[0]).toMatch(/Cross-site request refused/);
    });
  });

  describe('POST /api/Account/SignUp', () => {
    it('answers 400 naming each bad field', async () => {
      const response = await server
        .client()
        .post('/api/Account/SignUp', { emailAddress: 'x', password: 'short', name: '' });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([
        'Email address must be an email address',
        'Password must be at least 8 characters',
        'Name is required',
      ]);
    });

    // Sign-up answers a registered address exactly as a new one (docs/decisions/041).
    const SIGN_UP_ANSWER = {
      success: true,
      errors: [],
      warnings: [],
      messages: [
        'If no account had this email address, one has been made with your details: sign in with it',
      ],
      result: null,
    };

    it('creates an account with no access flags, which then signs in', async () => {
      const client = server.client();
      const response = await client.post('/api/Account/SignUp', {
        emailAddress: 'New.Player@Test.Example',
        password: 'darts are fun',
        name: 'New Player',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(SIGN_UP_ANSWER);
      expect(response.headers.get('set-cookie')).toBeNull();
      const login = await client.post('/api/Account/Login', {
        emailAddress: 'new.player@test.example',
        password: 'darts are fun',
      });
      expect(login.body.result.emailAddress).toBe('new.player@test.example');
      expect(Object.values(login.body.result.access).every((v) => v === false)).toBe(true);
      expect((await client.get('/api/Account')).body.name).toBe('New Player');
    });

    it('answers a registered address as a new one, changing nothing', async () => {
      const existing = await server.signedIn(['manageScores'], { name: 'Kept Name' });
      const client = server.client();
      const response = await client.post('/api/Account/SignUp', {
        emailAddress: existing.email!.toUpperCase(),
        password: 'darts are fun',
        name: 'Copy',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(SIGN_UP_ANSWER);
      expect(response.headers.get('set-cookie')).toBeNull();
      const withNewPassword = await client.post('/api/Account/Login', {
        emailAddress: existing.email,
        password: 'darts are fun',
      });
      expect(withNewPassword.status).toBe(401);
      const account = (await existing.get('/api/Account')).body;
      expect(account).toMatchObject({ name: 'Kept Name', access: { manageScores: true } });
    });

    it('refuses blank and common passwords, and a name holding a control character', async () => {
      const attempt = (password: string, name = 'Pat') =>
        server.client().post('/api/Account/SignUp', { emailAddress: 'pat@test.example', password, name });
      const blank = await attempt('        ');
      expect(blank.status).toBe(400);
      expect(envelopeErrors(blank.body)).toEqual([
        'Password must not be blank: choose letters, numbers or symbols, not only spaces',
      ]);
      const common = await attempt('password');
      expect(envelopeErrors(common.body)).toEqual([
        'Password is one of the most common passwords: choose one that is harder to guess',
      ]);
      const nul = await attempt('darts are fun', 'Pat\u0000Smith');
      expect(nul.status).toBe(400);
      expect(envelopeErrors(nul.body)).toEqual([
        'Name cannot contain tabs, line breaks or other control characters',
      ]);
      expect((await server.ctx.repos.errors.list()).filter((e) => e.doc.source === 'Api')).toEqual([]);
    });
  });

  describe('GET /api/Account/All', () => {
    it('answers 401 when signed out', async () => {
      expect((await server.client().get('/api/Account/All')).status).toBe(401);
    });
    it('answers 403 without manageAccess', async () => {
      const client = await server.signedIn(['manageScores']);
      const response = await client.get('/api/Account/All');
      expect(response.status).toBe(403);
      expect(envelopeErrors(response.body)).toEqual(['Not permitted']);
    });
    it('lists every account by name for manageAccess', async () => {
      const admin = await server.signedIn(['manageAccess'], { name: 'Aaron Admin' });
      const response = await admin.get('/api/Account/All');
      expect(response.status).toBe(200);
      const names: string[] = response.body.map((a: { name: string }) => a.name);
      expect(names).toContain('Aaron Admin');
      expect([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))).toEqual(
        names,
      );
    });
  });

  describe('GET /api/Account/{id}', () => {
    it('answers 401 when signed out', async () => {
      expect((await server.client().get('/api/Account/someone@test.example')).status).toBe(401);
    });
    it("answers 403 for someone else's account without manageAccess", async () => {
      const other = await server.signedIn([]);
      const client = await server.signedIn([]);
      expect((await client.get(`/api/Account/${other.email}`)).status).toBe(403);
    });
    it('returns your own account, and any account for manageAccess (204 when unknown)', async () => {
      const client = await server.signedIn([]);
      const own = await client.get(`/api/Account/${client.email}`);
      expect(own.status).toBe(200);
      const admin = await server.signedIn(['manageAccess']);
      const byId = await admin.get(`/api/Account/${own.body.id}`);
      expect(byId.body.emailAddress).toBe(client.email);
      expect((await admin.get('/api/Account/nobody@test.example')).status).toBe(204);
    });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after 10 attempts a minute from one address', async () => {
    const server = await startServer('sqlite');
    try {
      const client = server.client();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await client.post('/api/Account/Login', { emailAddress: 'a@b.cd', password: 'wrong' })).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await server.close();
    }
  });
});

const REDIS = process.env.TEST_REDIS_URL;

/** A sign-in attempt from a loopback address of our own, so no other test shares its count. */
function signInFrom(url: string, localAddress: string): Promise<number> {
  const body = JSON.stringify({ emailAddress: 'a@b.cd', password: 'wrong password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/Account/Login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'x-ui-url': url,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.skipIf(!REDIS)('sign-in rate limit on two instances through Redis', () => {
  it('counts the attempts made on either instance against one limit', async () => {
    const first = await startServer('sqlite', {
      config: { REDIS_URL: REDIS!, SIGN_IN_LIMIT_PER_MINUTE: '4' },
    });
    const second = await startServer('sqlite', {
      config: { REDIS_URL: REDIS!, SIGN_IN_LIMIT_PER_MINUTE: '4' },
      sharedDatabase: first.database,
    });
    try {
      const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await signInFrom(i % 2 ? second.url : first.url, from));
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect(await signInFrom(second.url, from)).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
