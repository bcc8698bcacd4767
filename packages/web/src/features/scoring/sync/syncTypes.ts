import type { SaygRecord, SaygUpsertInput } from '@darts/core/contract/sayg';
import type { SaygState } from '@darts/core/scoring/types';
import type { KeptSayg, KeyValueStore } from './kept';

/* The sync engine's contract: what it is given (its effects) and what it offers (see syncEngine.ts). */

export interface SaygRemote {
  /** `createKey`: the idempotency key of a create (null on updates). */
  save(
    body: SaygUpsertInput,
    editToken: string | null,
    createKey: string | null,
  ): Promise<SaygRecord & { editToken: string | null }>;
  load(id: string): Promise<SaygRecord | null>;
}

export interface SyncTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEnvironment {
  storage: KeyValueStore;
  remote: SaygRemote;
  timers: SyncTimers;
  /** Asks the scorer (window.confirm); true to keep trying. */
  confirm(message: string): boolean;
  /** Calls the listener when the browser comes back online; returns an unsubscribe. */
  onOnline(listener: () => void): () => void;
  /**
   * Runs the callback once the frame showing the latest change is painted (it may be called more
   * than once for one request: the engine ignores the later calls).
   */
  afterPaint(callback: () => void): void;
  /** Calls the listener when the page is hidden or left (the last moment to write); returns an unsubscribe. */
  onLeave(listener: () => void): () => void;
  /** The clock (stamps `changedAt`, which decides when a synced record may be pruned). */
  now(): Date;
}

export interface SyncStatus {
  kept: KeptSayg;
  /** A request is in flight. */
  inFlight: boolean;
  /** Failed attempts in a row. */
  failures: number;
  /** When a retry is scheduled, its delay. */
  retryInMs: number | null;
  /** The last failed push (network or server), or null. */
  error: string | null;
  /** Why the record could not be written to the store (full or disabled), or null. */
  storageError: string | null;
  /** Why automatic retries stopped: the scorer cancelled, or the server refused the record. */
  stopped: 'cancelled' | 'refused' | null;
}

export interface SaygSyncEngine {
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  /**
   * Keeps a new state of the record: shown at once (status), written to the store and synced (when
   * syncing is on) once the frame showing it is painted, or when the page is left before that.
   */
  change(record: SaygState): void;
  /**
   * Takes the server's record (a live update from elsewhere) when this device has nothing to
   * push and it is newer than what this device last saved; true when taken.
   */
  adopt(record: SaygRecord): boolean;
  /**
   * Turns syncing on and pushes now (once started); resolves once the server has every change,
   * rejects when that attempt fails (retries go on in the background).
   */
  saveNow(): Promise<KeptSayg>;
  /** Starts listening (online events) and resumes a pending sync. */
  start(): void;
  /** Stops timers and listeners; a request in flight still finishes and is recorded. */
  stop(): void;
}
