import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { FixtureDateNote } from '@darts/core/contract/divisionData';
import { useLeagueView } from '../context';
import { useDeleteNote } from '../fixtures/mutations';

// react-markdown and remark-gfm are only fetched once a note is on screen.
const Markdown = lazy(() => import('./Markdown'));

/** If the Markdown code cannot load (e.g. after a new deployment), the note shows as plain text. */
class PlainTextOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainText text={this.props.text} /> : this.props.children;
  }
}

function PlainText({ text }: { text: string }) {
  return <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>;
}

/** A note on a fixture date, with edit and delete for note managers. */
export function NoteView({ note, onEdit }: { note: FixtureDateNote; onEdit(note: FixtureDateNote): void }) {
  const view = useLeagueView();
  const remove = useDeleteNote();
  const manager = view.can('manageNotes') && view.controls;

  const deleteNote = () => {
    if (!window.confirm('Are you sure you want to delete this note?')) return;
    remove.mutate(note.id, { onError: () => window.alert('Could not delete note') });
  };

  return (
    <div className="alert alert-warning d-flex gap-2 align-items-start py-2">
      <div className="flex-grow-1">
        <PlainTextOnError text={note.note}>
          <Suspense fallback={<PlainText text={note.note} />}>
            <Markdown text={note.note} />
          </Suspense>
        </PlainTextOnError>
      </div>
      {manager && (
        <div className="text-nowrap d-print-none">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary me-1"
            aria-label="Edit note"
            onClick={() => onEdit(note)}
          >
            ✏️
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label="Delete note"
            disabled={remove.isPending}
            onClick={deleteNote}
          >
            🗑
          </button>
        </div>
      )}
    </div>
  );
}
