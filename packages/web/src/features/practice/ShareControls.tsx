import { useState } from 'react';
import { SaveError } from '#web/components/SaveError';
import { COULD_NOT_SAVE_MATCH, useSaveSaygMutation } from '#web/features/scoring/mutations';
import type { SaygSyncEngine } from '#web/features/scoring/sync/syncEngine';

export interface ShareControlsProps {
  engine: SaygSyncEngine;
  /** The id once saved (the page puts it in the address). */
  id: string | null;
}

export function shareUrl(id: string): string {
  return `${window.location.origin}/practice/match#${id}`;
}

/** Shares the link: the share sheet where there is one, else the clipboard; says what happened. */
async function shareLink(url: string): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Practice', text: 'Practice match', url });
      return 'Shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return '';
    }
  }
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(url);
      return 'Link copied';
    } catch {
      // No permission: the link is shown below.
    }
  }
  return '';
}

/**
 * Save and share: the first press creates the match on the server (its edit token stays in
 * this browser), then the link `/practice/match#{id}` is offered. Others opening it see the
 * match read-only. A refused save shows beside the button.
 */
export function ShareControls({ engine, id }: ShareControlsProps) {
  const save = useSaveSaygMutation(engine);
  const [message, setMessage] = useState('');

  const share = async () => {
    let savedId = id;
    if (!savedId) {
      const kept = await save.mutateAsync().catch(() => null);
      savedId = kept?.id ?? null;
      if (!savedId) return;
    }
    setMessage(await shareLink(shareUrl(savedId)));
  };

  return (
    <div className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-success"
        onClick={() => void share()}
        disabled={save.isPending}
      >
        {id ? 'Share' : 'Save'}
      </button>
      {id && (
        <span className="small">
          <a href={`/practice/match#${id}`} aria-label="Share link">
            {shareUrl(id)}
          </a>
          {message && (
            <span className="ms-2 text-success" role="status">
              {message}
            </span>
          )}
        </span>
      )}
      <SaveError title={COULD_NOT_SAVE_MATCH} error={save.error} className="my-1 py-1 w-100" />
    </div>
  );
}
