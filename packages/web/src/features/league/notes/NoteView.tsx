import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { FixtureDateNote } from '@darts/core/contract/divisionData';
import { useLeagueView } from '../context';
import { lazyComponent } from '#web/components/lazyComponent';

// Editing and deleting notes is for note managers: that code loads for them only.
const NoteActions = lazyComponent(async () => (await import('./NoteActions')).NoteActions);

// The Markdown library is only fetched once a note is on screen.
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
  const manager = view.can('manageNotes') && view.controls;

  return (
    <div className="alert alert-warning d-flex gap-2 align-items-start py-2">
      <div className="flex-grow-1">
        <PlainTextOnError text={note.note}>
          <Suspense fallback={<PlainText text={note.note} />}>
            <Markdown text={note.note} />
          </Suspense>
        </PlainTextOnError>
      </div>
      {manager && <NoteActions note={note} onEdit={onEdit} />}
    </div>
  );
}
