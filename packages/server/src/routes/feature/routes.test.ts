import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS, KNOWN_FEATURES } from '@darts/core/contract/feature';
import { ROUTE_DIALECTS, envelopeErrors, startServer, type TestServer } from '#server-test/support';

const VETO = FEATURE_IDS.vetoScores;

describe.each(ROUTE_DIALECTS)('Feature API on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server.close());

  describe('GET /api/Feature', () => {
    it('lists every known feature, PublicLiveScores included, to anyone', async () => {
      const response = await server.client().get('/api/Feature');
      expect(response.status).toBe(200);
      expect(response.body.map((f: { name: string }) => f.name)).toEqual(KNOWN_FEATURES.map((f) => f.name));
      const live = response.body.find((f: { id: string }) => f.id === FEATURE_IDS.publicLiveScores);
      expect(live).toMatchObject({
        name: 'PublicLiveScores',
        valueType: 'Boolean',
        defaultValue: 'true',
        configuredValue: null,
      });
    });
  });

  describe('PUT /api/Feature', () => {
    it('answers 401 when signed out', async () => {
      expect(
        (await server.client().put('/api/Feature', { id: VETO, configuredValue: '1.00:00:00' })).status,
      ).toBe(401);
    });

    it('answers 400 naming the field for a bad id or an unknown feature', async () => {
      const admin = await server.signedIn(['manageFeatures']);
      const bad = await admin.put('/api/Feature', { id: 'nope', configuredValue: 'x' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['The feature was not recognised']);
      const unknown = await admin.put('/api/Feature', {
        id: '11111111-2222-4333-8444-555555555555',
        configuredValue: 'x',
      });
      expect(unknown.status).toBe(400);
      expect(envelopeErrors(unknown.body)[0]).toMatch(/^The feature .* isn't known$/);
    });

    it('answers 403 without manageFeatures', async () => {
      const client = await server.signedIn(['manageAccess']);
      expect((await client.put('/api/Feature', { id: VETO, configuredValue: '1.00:00:00' })).status).toBe(
        403,
      );
    });

    it.each([
      [FEATURE_IDS.photos, 'maybe', 'Boolean'],
      [VETO, '3 days', 'TimeSpan'],
      [VETO, '1.25:00:00', 'TimeSpan'],
    ])('refuses %s = %s as not a %s', async (id, value, type) => {
      const admin = await server.signedIn(['manageFeatures']);
      const response = await admin.put('/api/Feature', { id, configuredValue: value });
      expect(response.status).toBe(400);
      expect(envelopeErrors(response.body)).toEqual([`Value isn't compatible, it must be a ${type}`]);
    });

    it('saves a typed value, and saves an empty or default value as unset', async () => {
      const admin = await server.signedIn(['manageFeatures']);
      const set = await admin.put('/api/Feature', { id: VETO, configuredValue: ' 1.02:30:00 ' });
      expect(set.status).toBe(200);
      expect(set.body.result.configuredValue).toBe('1.02:30:00');
      expect(
        (await server.client().get('/api/Feature')).body.find((f: { id: string }) => f.id === VETO)
          .configuredValue,
      ).toBe('1.02:30:00');

      const toDefault = await admin.put('/api/Feature', { id: VETO, configuredValue: '0.00:00:00' });
      expect(toDefault.body.result.configuredValue).toBeNull();
      expect(toDefault.body.messages).toEqual(['Feature reset to its default']);

      await admin.put('/api/Feature', { id: FEATURE_IDS.publicLiveScores, configuredValue: 'FALSE' });
      const features = (await server.client().get('/api/Feature')).body;
      expect(
        features.find((f: { id: string }) => f.id === FEATURE_IDS.publicLiveScores).configuredValue,
      ).toBe('false');
      const cleared = await admin.put('/api/Feature', {
        id: FEATURE_IDS.publicLiveScores,
        configuredValue: '',
      });
      expect(cleared.body.result.configuredValue).toBeNull();
    });
  });
});
