import type { ScorecardDraftState } from './useScorecardDraft';

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
};

/** Tells the scorer about unsaved changes found on this device, with what they can do. */
export function DraftNotice({ draft }: { draft: ScorecardDraftState }) {
  const { notice } = draft;
  if (!notice) return null;
  return (
    <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="status">
      <span className="me-auto">
        {notice.kind === 'restored'
          ? `Your changes from ${when(notice.savedAt)} on this device are back. They are not saved yet.`
          : `This device has changes from ${when(notice.savedAt)} that were not saved, made before the card was last saved by someone else.`}
      </span>
      {notice.kind === 'older' && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => draft.restore()}>
          Restore them
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => draft.discard()}>
        Discard them
      </button>
    </div>
  );
}
