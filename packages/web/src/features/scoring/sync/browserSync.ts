import { saygApi } from '#web/api/sayg';
import { memoryStore, type ListableStore } from './kept';
import type { SyncEnvironment } from './syncEngine';

/** A change is written this long after it at the latest, painted or not (a hidden page paints nothing). */
const AFTER_PAINT_AT_LATEST_MS = 100;

/** Synced records unchanged for this long leave the browser's store. */
export const KEPT_MAX_AGE_DAYS = 30;

let fallback: ListableStore | null = null;
let pruned = false;

/** localStorage, or an in-memory store where the browser disables it (some private modes). */
export function browserStore(): ListableStore {
  try {
    const storage = window.localStorage;
    const probe = 'darts.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    fallback ??= memoryStore();
    return fallback;
  }
}

/** Tests only: a new page load (no in-memory store, not pruned yet). */
export function resetBrowserSyncForTests(): void {
  fallback = null;
  pruned = false;
}

/**
 * Once per page load, in the background (its code loads after the screen's): old synced records
 * leave the store; a failure never breaks the page.
 */
function pruneOnce(storage: ListableStore, now: Date) {
  if (pruned) return;
  pruned = true;
  import('./prune')
    .then(({ pruneKept }) => pruneKept(storage, now, { maxAgeDays: KEPT_MAX_AGE_DAYS }))
    .catch((error: unknown) => console.warn('Could not prune the matches kept on this device', error));
}

/** The sync's effects in a browser: localStorage, the API client, window timers, confirm, online, paints and leaving. */
export function browserSyncEnvironment(): SyncEnvironment {
  const storage = browserStore();
  pruneOnce(storage, new Date());
  return {
    storage,
    remote: { save: saygApi.save, load: saygApi.get },
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    confirm: (message) => window.confirm(message),
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    now: () => new Date(),
    afterPaint(callback) {
      // The task after the next frame's paint; a hidden page paints no frames, hence the timeout.
      window.requestAnimationFrame(() => window.setTimeout(callback, 0));
      window.setTimeout(callback, AFTER_PAINT_AT_LATEST_MS);
    },
    onLeave(listener) {
      const hidden = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      window.addEventListener('pagehide', listener);
      document.addEventListener('visibilitychange', hidden);
      return () => {
        window.removeEventListener('pagehide', listener);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
  };
}
