import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAccess } from '@darts/core/contract/access';
import { DIALECTS, ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

/* Who may change whose access: POST /api/Account/Access (docs/domain.md, "Changing access"). */

describe.each(ROUTE_DIALECTS)('Account access on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server.close());

  describe('POST /api/Account/Access', () => {
    it('answers 401 when signed out', async () => {
      const response = await server
        .client()
        .post('/api/Account/Access', { emailAddress: 'a@b.cd', access: {} });
      expect(response.status).toBe(401);
    });
    it('answers 400 naming unknown flags and bad fields', async () => {
      const admin = await server.signedIn(['manageAccess']);
      const response = await admin.post('/api/Account/Access', {
        emailAddress: 'nope',
        access: { flyToTheMoon: true, manageScores: 'yes' },
      });
      expect(response.status).toBe(400);
      const errors = envelopeErrors(response.body);
      expect(errors).toContain('Email address must be an email address');
      expect(errors.some((e) => e.startsWith('Access manage scores '))).toBe(true);
      expect(errors.some((e) => e.includes('flyToTheMoon'))).toBe(true);
    });
    it('answers 403 without manageAccess', async () => {
      const client = await server.signedIn(['manageScores']);
      const response = await client.post('/api/Account/Access', {
        emailAddress: client.email,
        access: { manageAccess: true },
      });
      expect(response.status).toBe(403);
      expect((await client.get('/api/Account')).body.access.manageAccess).toBe(false);
    });
    it('replaces the flags of another account', async () => {
      const admin = await server.signedIn(['manageAccess', 'manageScores', 'inputResults']);
      const target = await server.signedIn(['manageScores']);
      const response = await admin.post('/api/Account/Access', {
        emailAddress: target.email,
        access: { inputResults: true },
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Access updated']);
      const account = (await target.get('/api/Account')).body;
      expect(account.access.inputResults).toBe(true);
      expect(account.access.manageScores).toBe(false);
    });
    it('refuses to remove your own manageAccess', async () => {
      const admin = await server.signedIn(['manageAccess']);
      const response = await admin.post('/api/Account/Access', {
        emailAddress: admin.email,
        access: { manageScores: true },
      });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual(['Cannot remove your own user access']);
      expect((await admin.get('/api/Account')).body.access.manageAccess).toBe(true);
    });
    it('refuses an account with only manageAccess making itself a full administrator', async () => {
      const climber = await server.signedIn(['manageAccess']);
      const response = await climber.post('/api/Account/Access', {
        emailAddress: climber.email,
        access: fullAccess(),
      });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)[0]).toMatch(
        /^You cannot give or take away access you do not have yourself: Manage players, Manage scores, /,
      );
      const account = (await climber.get('/api/Account')).body;
      expect(account.access.exportData).toBe(false);
      expect(account.access.manageAccess).toBe(true);
    });
    it('refuses an account with only manageAccess stripping an administrator', async () => {
      const administrator = await server.signedIn('all');
      const climber = await server.signedIn(['manageAccess']);
      const response = await climber.post('/api/Account/Access', {
        emailAddress: administrator.email,
        access: {},
      });
      expect(response.status).toBe(400);
      expect((await administrator.get('/api/Account')).body.access).toEqual(fullAccess());
    });
    it('lets a full administrator change another one, but never the last', async () => {
      const first = await server.signedIn('all');
      const second = await server.signedIn('all');
      const others = (await first.get('/api/Account/All')).body.filter(
        (a: { emailAddress: string; access: Record<string, boolean> }) =>
          a.emailAddress !== first.email && a.emailAddress !== second.email && a.access.importData,
      );
      // The other full administrators the earlier cases made lose a permission first.
      for (const other of others) {
        const answer = await first.post('/api/Account/Access', {
          emailAddress: other.emailAddress,
          access: { ...other.access, importData: false },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const demote = await first.post('/api/Account/Access', {
        emailAddress: second.email,
        access: { manageAccess: true },
      });
      expect(demote.status).toBe(200);
      const last = await second.post('/api/Account/Access', {
        emailAddress: first.email,
        access: { manageAccess: true },
      });
      expect(last.status).toBe(400);
      const alone = await first.post('/api/Account/Access', {
        emailAddress: first.email,
        access: { ...fullAccess(), exportData: false },
      });
      expect(alone.status).toBe(400);
      expect(envelopeErrors(alone.body)).toEqual([
        "This is the league's last account with every access: give another account every access first",
      ]);
      expect((await first.get('/api/Account')).body.access).toEqual(fullAccess());
    });
    it('answers 404 for an unknown account', async () => {
      const admin = await server.signedIn(['manageAccess']);
      const response = await admin.post('/api/Account/Access', {
        emailAddress: 'ghost@test.example',
        access: {},
      });
      expect(response.status).toBe(404);
    });
  });
});

describe.each(DIALECTS)('Two full administrators demoting each other at once on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server.close());

  it('leaves one of them with every access, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const [first, second] = await Promise.all([server.signedIn('all'), server.signedIn('all')]);
      // The previous round's survivor steps down first, so these two are the only full administrators.
      if (round > 0) {
        const earlier = (await first.get('/api/Account/All')).body.filter(
          (a: { emailAddress: string; access: { importData: boolean } }) =>
            a.access.importData && a.emailAddress !== first.email && a.emailAddress !== second.email,
        );
        for (const other of earlier)
          expect(
            (
              await first.post('/api/Account/Access', {
                emailAddress: other.emailAddress,
                access: { manageAccess: true },
              })
            ).status,
          ).toBe(200);
      }
      const answers = await Promise.all([
        first.post('/api/Account/Access', { emailAddress: second.email, access: { manageAccess: true } }),
        second.post('/api/Account/Access', { emailAddress: first.email, access: { manageAccess: true } }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const everyAccess = (await first.get('/api/Account/All')).body.filter(
        (a: { access: Record<string, boolean> }) => a.access.importData && a.access.manageAccess,
      );
      expect(everyAccess).toHaveLength(1);
    }
  });
});
