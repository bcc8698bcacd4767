import { useState, type ReactNode } from 'react';

/*
 * The buttons the season and division selector shares between seasons and divisions: 'Edit'
 * and 'Add' in the bar, and the footer of their dialogs.
 */

type Noun = 'season' | 'division';

/** 'Edit {noun}' (when one is shown) and 'Add {noun}', each opening the noun's dialog. */
export function EditAndAddButtons<T>({
  noun,
  shown,
  dialog,
}: {
  noun: Noun;
  shown: T | null;
  /** The dialog for the item (null to add one). */
  dialog: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const open = (item: T | null, label: string) => (
    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing({ item })}>
      {label}
    </button>
  );
  return (
    <>
      {shown && open(shown, `Edit ${noun}`)}
      {open(null, `Add ${noun}`)}
      {editing && dialog(editing.item, () => setEditing(null))}
    </>
  );
}

/**
 * A season or division dialog's footer: 'Delete {noun}' for an existing one (after asking),
 * 'Close', and 'Save {noun}' or 'Add {noun}' (the dialog's submit).
 */
export function SelectorDialogFooter({
  noun,
  existing,
  busy,
  onClose,
  onDelete,
}: {
  noun: Noun;
  /** The name of the one being edited; null when adding. */
  existing: string | null;
  busy: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const confirmDelete = () => {
    if (window.confirm(`Are you sure you want to delete the ${existing} ${noun}?`)) onDelete();
  };
  return (
    <>
      {existing !== null && (
        <button type="button" className="btn btn-danger me-auto" disabled={busy} onClick={confirmDelete}>
          {`Delete ${noun}`}
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Close
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {`${existing !== null ? 'Save' : 'Add'} ${noun}`}
      </button>
    </>
  );
}
