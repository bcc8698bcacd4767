import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it. */
  hint?: string;
  errors?: readonly string[] | undefined;
}

/** A labelled Bootstrap input whose hint and errors are tied to it with aria-describedby. */
export function TextField({ label, value, onChange, hint, errors, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={errors?.length ? 'form-control is-invalid' : 'form-control'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {errorId && (
        <div id={errorId} className="invalid-feedback">
          {errors?.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </div>
      )}
    </div>
  );
}
