import { type ReactNode, useId, useState } from 'react';
import { Code } from './Code';
import { readCode } from './templateDraft';
import { Icon, AddIcon, CrossIcon } from '#web/components/icons';

/*
 * Groups of team codes that share a venue: across the season, or within one division. A code is
 * added to a group, or starts a new one; an empty code gives 'Enter a code for the team'.
 */

function AddCode({
  label,
  button,
  onAdd,
}: {
  label: string;
  button: ReactNode;
  onAdd: (code: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="d-flex flex-wrap gap-1 align-items-start"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const read = readCode(text);
        if ('error' in read) return setError(read.error);
        onAdd(read.code);
        setText('');
        setError(null);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={error ? 'form-control form-control-sm is-invalid' : 'form-control form-control-sm'}
        style={{ width: '6rem' }}
        value={text}
        placeholder="Code"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-primary">
        {button}
      </button>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block w-100" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}

export function SharedAddresses({
  title,
  groups,
  onChange,
}: {
  title: string;
  groups: readonly string[][];
  onChange: (groups: string[][]) => void;
}) {
  const set = (index: number, group: string[]) =>
    onChange(groups.map((g, i) => (i === index ? group : [...g])).filter((g) => g.length > 0));
  return (
    <section aria-label={title} className="mb-2">
      <h4 className="h6">{title}</h4>
      {groups.length === 0 && <p className="text-body-secondary small mb-1">None</p>}
      <ul className="list-unstyled mb-1">
        {groups.map((group, index) => (
          <li key={index} className="d-flex flex-wrap gap-1 align-items-center mb-1">
            {group.map((code) => (
              <span key={code} className="d-inline-flex align-items-center">
                <Code code={code} />
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0 ms-1 text-danger"
                  aria-label={`Remove ${code} from this shared address`}
                  onClick={() =>
                    set(
                      index,
                      group.filter((c) => c !== code),
                    )
                  }
                >
                  <Icon of={CrossIcon} />
                </button>
              </span>
            ))}
            <AddCode
              label={`Add a code to ${group.join(' & ')}`}
              button="Add"
              onAdd={(code) => set(index, group.includes(code) ? [...group] : [...group, code])}
            />
          </li>
        ))}
      </ul>
      <AddCode
        label={`New shared address: ${title.toLowerCase()}`}
        button={
          <>
            <Icon of={AddIcon} /> Shared address
          </>
        }
        onAdd={(code) => onChange([...groups.map((g) => [...g]), [code]])}
      />
    </section>
  );
}
