import type { SaygRecord } from '@darts/core/contract/sayg';
import { isApiError } from '#web/api/client';
import { isNewerSave, removeKept, uploadBody, withServerRecord, writeKept, type KeptSayg } from './kept';
import type { SaygSyncEngine, SyncEnvironment, SyncStatus } from './syncTypes';

/**
 * Background sync of one sayg record: scoring never waits for the network.
 *
 * - `change()` shows the new record at once (status) and counts it as pending; once the frame
 *   showing it is painted (`afterPaint`), or the page is left before that (`onLeave`), it writes
 *   the whole record to the store. Then one request at a time (never two in flight) pushes the
 *   latest state with `POST /api/Sayg`, the edit token and `lastUpdated`. Changes made meanwhile
 *   go in the next request.
 * - A create (no id yet) carries the kept record's random draft key as its `Idempotency-Key`, the
 *   same on every retry: when a create reached the server but its answer was lost, the retry
 *   gets the same record back (with a new edit token) instead of a second record.
 * - A failed push is retried after 1 s, 2 s, 4 s ... up to 30 s, at once when the browser comes
 *   back online, and on the next start (a reload). After every 10th failure in a row the scorer
 *   is asked ("Unable to upload results"): OK retries at once, Cancel stops retrying until the next
 *   visit, `online` event or reload. The record stays in the store either way.
 * - A 409 (stale `lastUpdated`) takes the server's `updated` from `GET /api/Sayg/{id}` and
 *   retries with the local state. The browser holding the edit token is the scorer of record
 *   for the match: a 409 there means an earlier save of ours landed but its answer was lost, or
 *   another tab of the same scorer saved. Refetching and re-applying local visits would need a
 *   merge of whole-record upserts that has no meaning here, so the local state wins.
 * - Following the record live (`adopt()`), a save from elsewhere (another device taking over the
 *   match) replaces the local state only while this device has nothing to push: no pending
 *   change, no request in flight, and the update is not the one this device last saved (its
 *   `updated` differs from `lastUpdated`) nor older. Otherwise the local state wins as above.
 *   Adopting never pushes, so our own saves coming back live cannot start a loop of saves.
 * - 4xx answers other than 408, 409 and 429 will not fix themselves: retrying stops (until the
 *   next change) and the error is shown.
 *
 * Everything with an effect (store, network, timers, prompt, online events, clock) is injected.
 */

export const UPLOAD_FAILED_PROMPT =
  'Unable to upload results for leg, check your internet connection and try again. Pressing cancel may mean the data for this leg is lost.';
export const PROMPT_AFTER_FAILURES = 10;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** 409s answered by refetching `updated` before a conflict counts as a failure. */
const MAX_CONFLICT_RETRIES = 3;

/** The delay before retry number `failures` (1, 2, ...): 1 s doubling up to 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export type { SaygRemote, SaygSyncEngine, SyncEnvironment, SyncStatus, SyncTimers } from './syncTypes';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true; // the network failed: fetch rejects with a TypeError
  const status = error.status;
  return status === 408 || status === 429 || status >= 500;
}

const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

export function createSyncEngine(env: SyncEnvironment, initial: KeptSayg): SaygSyncEngine {
  let kept = initial;
  let started = false;
  let running: Promise<void> | null = null;
  let retryTimer: unknown = null;
  let unsubscribeOnline: (() => void) | null = null;
  let unsubscribeLeave: (() => void) | null = null;
  /** A change is shown but not yet written: the write and the push wait for the paint. */
  let unwritten = false;
  const listeners = new Set<() => void>();
  let status: SyncStatus = {
    kept,
    inFlight: false,
    failures: 0,
    retryInMs: null,
    error: null,
    storageError: null,
    stopped: null,
  };

  const update = (next: Partial<SyncStatus>) => {
    status = { ...status, ...next, kept };
    for (const listener of listeners) listener();
  };

  const stamp = () => env.now().toISOString();

  const persist = () => {
    try {
      writeKept(env.storage, kept);
      if (status.storageError) update({ storageError: null });
    } catch (error) {
      update({ storageError: `Could not keep the match on this device: ${messageOf(error)}` });
    }
  };

  const clearRetry = () => {
    if (retryTimer !== null) env.timers.clearTimeout(retryTimer);
    retryTimer = null;
  };

  const needsPush = () => kept.sync && (kept.pending > 0 || kept.id === null);

  const saved = (record: SaygRecord & { editToken: string | null }, revision: number) => {
    const draftKey = kept.id === null ? kept.key : null;
    kept = {
      ...kept,
      key: record.id,
      id: record.id,
      editToken: record.editToken ?? kept.editToken,
      lastUpdated: record.updated,
      pending: kept.revision - revision,
      changedAt: stamp(),
    };
    persist();
    if (draftKey && draftKey !== kept.key) removeKept(env.storage, draftKey);
  };

  const failed = (error: unknown) => {
    const failures = status.failures + 1;
    if (!isRetryable(error)) {
      update({ failures, error: messageOf(error), stopped: 'refused', retryInMs: null });
      return;
    }
    if (failures % PROMPT_AFTER_FAILURES === 0) {
      if (!env.confirm(UPLOAD_FAILED_PROMPT)) {
        update({ failures, error: messageOf(error), stopped: 'cancelled', retryInMs: null });
        return;
      }
      update({ failures: 0, error: messageOf(error), retryInMs: 0 });
      schedule(0);
      return;
    }
    const delay = retryDelay(failures);
    update({ failures, error: messageOf(error), retryInMs: delay });
    schedule(delay);
  };

  function schedule(ms: number) {
    clearRetry();
    if (!started) return;
    retryTimer = env.timers.setTimeout(() => {
      retryTimer = null;
      kick().catch(() => undefined);
    }, ms);
  }

  async function push(): Promise<void> {
    let conflicts = 0;
    while (started && needsPush()) {
      const revision = kept.revision;
      update({ inFlight: true });
      try {
        const createKey = kept.id === null ? kept.key : null;
        saved(await env.remote.save(uploadBody(kept), kept.editToken, createKey), revision);
        update({ inFlight: false, failures: 0, error: null, retryInMs: null, stopped: null });
      } catch (error) {
        let failure = error;
        if (isConflict(error) && kept.id && conflicts < MAX_CONFLICT_RETRIES) {
          conflicts += 1;
          try {
            const server = await env.remote.load(kept.id);
            if (server?.updated) {
              kept = { ...kept, lastUpdated: server.updated };
              persist();
              continue;
            }
          } catch (loadError) {
            failure = loadError;
          }
        }
        update({ inFlight: false });
        failed(failure);
        throw failure;
      }
    }
    update({ inFlight: false });
  }

  /**
   * Writes the shown change and starts its push: after the paint, so that nothing the sync does
   * (serialising, the store's write, the badge's re-render for the request) delays the frame that
   * shows the new remaining score.
   */
  function writeChange() {
    if (!unwritten) return;
    unwritten = false;
    persist();
    // A scheduled retry keeps its back-off; a request in flight is followed by the next one.
    if (retryTimer === null && !running) kick().catch(() => undefined);
  }

  function kick(): Promise<void> {
    if (running) return running;
    if (!started || !needsPush()) return Promise.resolve();
    clearRetry();
    running = push().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(record) {
      kept = {
        ...kept,
        record,
        revision: kept.revision + 1,
        pending: kept.pending + 1,
        changedAt: stamp(),
      };
      update({ stopped: null });
      if (unwritten) return;
      unwritten = true;
      env.afterPaint(writeChange);
    },
    adopt(record) {
      if (!isNewerSave(kept, record) || kept.pending > 0 || running || status.inFlight) return false;
      kept = { ...withServerRecord(kept, record), changedAt: stamp() };
      persist();
      update({});
      return true;
    },
    async saveNow() {
      writeChange();
      if (!kept.sync) {
        kept = { ...kept, sync: true };
        persist();
      }
      update({ stopped: null });
      clearRetry();
      if (running) await running.catch(() => undefined);
      await kick();
      return kept;
    },
    start() {
      if (started) return;
      started = true;
      unsubscribeOnline = env.onOnline(() => {
        if (status.stopped === 'refused') return;
        update({ stopped: null, failures: 0 });
        kick().catch(() => undefined);
      });
      unsubscribeLeave = env.onLeave(writeChange);
      kick().catch(() => undefined);
    },
    stop() {
      started = false;
      // Written, not pushed: the next start resumes the push.
      writeChange();
      clearRetry();
      unsubscribeOnline?.();
      unsubscribeOnline = null;
      unsubscribeLeave?.();
      unsubscribeLeave = null;
    },
  };
}
