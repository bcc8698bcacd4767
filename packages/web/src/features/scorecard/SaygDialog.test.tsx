import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import type { SaygState } from '@darts/core/scoring/types';
import { AppProviders, createAppServices } from '#web/appState/providers';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { buildRecord, play, serverRecord } from '#web/features/scoring/test/records';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import { memoryStore, readKept } from '#web/features/scoring/sync/kept';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import { SaygDialog, type SaygDialogProps } from './SaygDialog';
import { matchRecordKey } from './matchRecord';

const FIXTURE_ID = '10000000-0000-4000-8000-000000000001';
const SAYG_ID = '60000000-0000-4000-8000-000000000001';
const fresh = buildRecord({ yourName: 'Alice', opponentName: 'Xavier', numberOfLegs: 3 });

function serveSayg(stored: SaygRecord | null = null) {
  let saves = 0;
  return fakeFetch({
    'POST /api/Sayg': (call) => ({
      body: envelope(serverRecord(call.body as SaygState, ++saves, { id: SAYG_ID, editToken: 'token' })),
    }),
    [`GET /api/Sayg/${SAYG_ID}`]: stored ? { body: stored } : { status: 204 },
  });
}

function open(env: SyncEnvironment, props: Partial<SaygDialogProps> = {}) {
  const services = createAppServices();
  services.queryClient.setDefaultOptions({ queries: { retry: false } });
  const callbacks = {
    onChange: vi.fn<(record: SaygState) => void>(),
    onLinked: vi.fn<(id: string) => void>(),
    on180: vi.fn(),
    onHiCheck: vi.fn(),
    onClose: vi.fn(),
  };
  const view = render(
    <AppProviders services={services}>
      <SaygDialog
        fixtureId={FIXTURE_ID}
        index={0}
        saygId={null}
        fresh={fresh}
        env={env}
        {...callbacks}
        {...props}
      />
    </AppProviders>,
  );
  return { ...view, ...callbacks, user: userEvent.setup({ delay: null }) };
}

const environment = (): SyncEnvironment => ({ ...browserSyncEnvironment(), storage: memoryStore() });

async function enter(user: ReturnType<typeof userEvent.setup>, score: number) {
  const dialog = screen.getByRole('dialog');
  for (const digit of String(score)) await user.click(within(dialog).getByRole('button', { name: digit }));
  await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
}

describe('scoring a scorecard match leg by leg', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates the record on opening, links it to the match and sends every visit live', async () => {
    const fake = serveSayg();
    const env = environment();
    const { user, onLinked, onChange } = open(env);

    await waitFor(() => expect(onLinked).toHaveBeenCalledWith(SAYG_ID));
    const created = fake.callsTo('POST', '/api/Sayg')[0]!.body as {
      id?: string;
      yourName: string;
      legs: object;
    };
    expect(created).toMatchObject({
      yourName: 'Alice',
      opponentName: 'Xavier',
      numberOfLegs: 3,
      legs: {},
      fixtureMatch: { fixtureId: FIXTURE_ID, index: 0 },
    });
    expect(created.id).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Watch live' }).getAttribute('href')).toBe(
      `/live/match?id=${SAYG_ID}`,
    );

    await user.click(await screen.findByRole('button', { name: 'Alice' }));
    await enter(user, 180);
    await waitFor(() => expect(fake.callsTo('POST', '/api/Sayg').length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    const last = fake.callsTo('POST', '/api/Sayg').at(-1)!;
    expect(last.body).toMatchObject({
      id: SAYG_ID,
      legs: { 0: { home: { throws: [{ score: 180 }] } } },
      fixtureMatch: { fixtureId: FIXTURE_ID, index: 0 },
    });
    expect(last.headers['x-sayg-token']).toBe('token');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ yourName: 'Alice' }));
    expect(JSON.parse(env.storage.getItem(matchRecordKey(FIXTURE_ID, 0))!)).toEqual({ key: SAYG_ID });
  });

  it('resumes the record this browser kept for the match after a reload, before the card was saved', async () => {
    serveSayg();
    const env = environment();
    const first = open(env);
    await waitFor(() => expect(first.onLinked).toHaveBeenCalledWith(SAYG_ID));
    await first.user.click(await screen.findByRole('button', { name: 'Alice' }));
    await enter(first.user, 100);
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    first.unmount();

    // The card was not saved: it has no saygId, but the browser remembers the match's record.
    const fake = serveSayg();
    const again = open(env);
    await waitFor(() => expect(again.onLinked).toHaveBeenCalledWith(SAYG_ID));
    expect(screen.getByLabelText('Alice remaining').textContent).toBe('401');
    expect(again.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ legs: expect.objectContaining({ 0: expect.anything() }) }),
    );
    expect(fake.callsTo('GET', `/api/Sayg/${SAYG_ID}`)).toHaveLength(0);
  });

  it("continues the card's stored record under the players picked now", async () => {
    const stored = play(
      buildRecord({ yourName: 'Bella', opponentName: 'Xavier', numberOfLegs: 3 }),
      'home',
      140,
    );
    const fake = serveSayg(serverRecord(stored, 0, { id: SAYG_ID }));
    const env = environment();
    const { onChange } = open(env, { saygId: SAYG_ID });

    expect((await screen.findByLabelText('Alice remaining')).textContent).toBe('361');
    await waitFor(() => expect(fake.callsTo('POST', '/api/Sayg')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/Sayg')[0]!.body).toMatchObject({
      id: SAYG_ID,
      yourName: 'Alice',
      lastUpdated: 't0',
    });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ yourName: 'Alice' }));
    await waitFor(() => expect(readKept(env.storage, SAYG_ID)?.pending).toBe(0));
  });

  it('starts a new record when the linked one is gone', async () => {
    const fake = serveSayg(null);
    const { onLinked } = open(environment(), { saygId: SAYG_ID });
    await waitFor(() => expect(fake.callsTo('POST', '/api/Sayg')).toHaveLength(1));
    expect((fake.callsTo('POST', '/api/Sayg')[0]!.body as { id?: string }).id).toBeUndefined();
    await waitFor(() => expect(onLinked).toHaveBeenCalled());
  });

  it('says when the linked record cannot be loaded', async () => {
    fakeFetch({
      [`GET /api/Sayg/${SAYG_ID}`]: {
        status: 500,
        body: envelope(null, { errors: ['Database unavailable'] }),
      },
    });
    const { onLinked } = open(environment(), { saygId: SAYG_ID });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    expect(onLinked).not.toHaveBeenCalled();
  });
});
