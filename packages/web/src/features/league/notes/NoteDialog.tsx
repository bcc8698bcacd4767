import { useId, useState } from 'react';
import { TextField } from '#web/components/TextField';
import { Dialog } from '#web/components/Dialog';
import { SelectField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { formatDate } from '@darts/core/league/dates';
import { toServerDate } from '../format';
import { useSaveNote } from '../fixtures/mutations';

/** A note being written: a new one has no id. */
export interface NoteDraft {
  id: string | null;
  date: string;
  note: string;
  divisionId: string | null;
  /** The stored note's `updated`, sent back as lastUpdated. */
  updated: string | null;
}

/**
 * The note dialog: date (limited to the season; a warning when outside it),
 * Markdown text and an optional division (none means every division).
 */
export function NoteDialog({ draft, onClose }: { draft: NoteDraft; onClose: () => void }) {
  const view = useLeagueView();
  const save = useSaveNote();
  const [date, setDate] = useState(draft.date.slice(0, 10));
  const [text, setText] = useState(draft.note);
  const [divisionId, setDivisionId] = useState(draft.divisionId ?? '');
  const [errors, setErrors] = useState<{ date?: string; note?: string }>({});
  const noteId = useId();
  const season = view.season;
  const outside = season !== null && date !== '' && (date < season.startDate || date > season.endDate);
  const divisions = view.seasonDetails?.divisions.filter((d) => !d.deleted) ?? view.divisions;

  const submit = () => {
    const found: typeof errors = {};
    if (!text.trim()) found.note = 'You must enter a note';
    if (!date) found.date = 'You must enter a date';
    setErrors(found);
    if (found.note || found.date || !season) return;
    save.mutate(
      {
        id: draft.id,
        request: {
          date: toServerDate(date),
          note: text,
          seasonId: season.id,
          divisionId: divisionId || null,
          lastUpdated: draft.updated,
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={draft.id ? 'Edit note' : 'Add note'}
      onClose={onClose}
      onSubmit={submit}
      saveError={{ title: 'Could not save note', error: save.error }}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save note
          </button>
        </>
      }
    >
      <TextField
        label="Date"
        type="date"
        value={date}
        onChange={setDate}
        min={season?.startDate}
        max={season?.endDate}
        errors={errors.date ? [errors.date] : undefined}
      />
      {outside && season && (
        <div className="alert alert-warning" role="status">
          This date is outside the season ({formatDate(season.startDate)} to {formatDate(season.endDate)}): no
          fixtures will show with this note until the season's dates change.
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={noteId} className="form-label">
          Note
        </label>
        <textarea
          id={noteId}
          className={errors.note ? 'form-control is-invalid' : 'form-control'}
          rows={6}
          value={text}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${noteId}-hint${errors.note ? ` ${noteId}-error` : ''}`}
          onChange={(e) => setText(e.target.value)}
        />
        <div id={`${noteId}-hint`} className="form-text">
          Markdown: **bold**, _italic_, [links](https://example.com), lists and tables.
        </div>
        {errors.note && (
          <div id={`${noteId}-error`} className="invalid-feedback">
            {errors.note}
          </div>
        )}
      </div>
      <SelectField label="Division" value={divisionId} onChange={setDivisionId}>
        <option value="">All divisions</option>
        {divisions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}
