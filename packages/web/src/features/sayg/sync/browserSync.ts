import { saygApi } from '../../../api/sayg';
import { memoryStore, type KeyValueStore } from './kept';
import type { SyncEnvironment } from './syncEngine';

let fallback: KeyValueStore | null = null;

/** localStorage, or an in-memory store where the browser disables it (some private modes). */
export function browserStore(): KeyValueStore {
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

/** The sync's effects in a browser: localStorage, the API client, window timers, confirm, online. */
export function browserSyncEnvironment(): SyncEnvironment {
  return {
    storage: browserStore(),
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
  };
}
