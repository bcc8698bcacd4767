import type { FixtureDateNote } from '@darts/core/contract/divisionData';
import { SaveError } from '#web/components/SaveError';
import { useDeleteNote } from '../fixtures/mutations';
import { Icon, DeleteIcon, EditIcon } from '#web/components/icons';

/** A note manager's edit and delete buttons for a note (NoteView shows them). */
export function NoteActions({
  note,
  onEdit,
}: {
  note: FixtureDateNote;
  onEdit(note: FixtureDateNote): void;
}) {
  const remove = useDeleteNote();

  const deleteNote = () => {
    if (!window.confirm('Are you sure you want to delete this note?')) return;
    remove.mutate(note.id);
  };

  return (
    <div className="text-nowrap d-print-none">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary me-1"
        aria-label="Edit note"
        onClick={() => onEdit(note)}
      >
        <Icon of={EditIcon} />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label="Delete note"
        disabled={remove.isPending}
        onClick={deleteNote}
      >
        <Icon of={DeleteIcon} />
      </button>
      {/* The refusal beside the button that tried (docs/decisions/021). */}
      <SaveError title="Could not delete note" error={remove.error} className="my-1 text-wrap" />
    </div>
  );
}
