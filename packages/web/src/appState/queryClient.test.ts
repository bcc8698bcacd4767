// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from './appStore';
import { createQueryClient } from './queryClient';

/* Which failed reads the shell's error panel shows: not one that failed for want of signal. */

const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
afterEach(() => online(true));

/** The panel's error after a read that rejects with `error`. */
async function panelAfter(error: Error): Promise<unknown> {
  const store = createAppStore();
  const client = createQueryClient(store);
  const failing = () => Promise.reject(error);
  await client.fetchQuery({ queryKey: ['read'], queryFn: failing, retry: false }).catch(() => undefined);
  return store.getState().error;
}

describe('a failed read', () => {
  it('shows no error panel when the browser is offline and no answer came', async () => {
    online(false);
    expect(await panelAfter(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('shows the panel for the same failure with signal', async () => {
    online(true);
    expect(await panelAfter(new TypeError('Failed to fetch'))).toMatchObject({ message: 'Failed to fetch' });
  });
});
