import type { SyncStatus } from './syncEngine';

export interface SyncBadgeProps {
  status: SyncStatus;
  /** Push now (after retries stopped). */
  onRetry(): void;
}

/**
 * How much of the match the server has: "2 unsynced" while visits wait to be uploaded, "Saved"
 * when it has them all, and why syncing stopped. Nothing for a match kept only on this device.
 */
export function SyncBadge({ status, onRetry }: SyncBadgeProps) {
  const { kept, error, stopped, storageError } = status;
  return (
    <>
      {kept.sync && (
        <span role="status" className="d-inline-flex align-items-center gap-2">
          {kept.pending > 0 ? (
            <span className="badge text-bg-warning" title={error ?? undefined}>
              {kept.pending} unsynced
            </span>
          ) : (
            kept.id && <span className="badge text-bg-success">Saved</span>
          )}
        </span>
      )}
      {kept.sync && stopped && (
        <span className="small text-danger d-inline-flex align-items-center gap-1">
          Not uploading{error ? `: ${error}` : ''}
          <button type="button" className="btn btn-sm btn-link p-0" onClick={onRetry}>
            Retry
          </button>
        </span>
      )}
      {storageError && (
        <span className="small text-danger" role="alert">
          {storageError}
        </span>
      )}
    </>
  );
}
