import { useId } from 'react';

interface Props<T extends string> {
  legend: string;
  /** The tables on offer (those the account may export, or import). */
  tables: readonly T[];
  selected: ReadonlySet<T>;
  onChange: (selected: Set<T>) => void;
  disabled?: boolean;
  /** 'Select some tables to ...' once a submit found none chosen. */
  error?: string | null;
}

/** A checkbox per table, with All and None; wraps on a phone. */
export function TableChoice<T extends string>({
  legend,
  tables,
  selected,
  onChange,
  disabled,
  error,
}: Props<T>) {
  const id = useId();
  const toggle = (table: T, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(table);
    else next.delete(table);
    onChange(next);
  };
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 d-flex flex-wrap align-items-center gap-2">
        {legend}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={disabled}
          onClick={() => onChange(new Set(tables))}
        >
          All
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={disabled}
          onClick={() => onChange(new Set())}
        >
          None
        </button>
      </legend>
      <div className="d-flex flex-wrap">
        {tables.map((table) => (
          <div key={table} className="form-check me-3">
            <input
              id={`${id}-${table}`}
              className="form-check-input"
              type="checkbox"
              checked={selected.has(table)}
              disabled={disabled}
              onChange={(e) => toggle(table, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${table}`}>
              {table}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="text-danger small" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
