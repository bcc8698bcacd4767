import { useId, type ReactNode } from 'react';

/** A labelled native select. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  disabled,
  errors,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
  errors?: readonly string[];
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={errors?.length ? 'form-select is-invalid' : 'form-select'}
        value={value}
        disabled={disabled}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {errors && errors.length > 0 && (
        <div id={`${id}-error`} className="invalid-feedback">
          {errors.join(' ')}
        </div>
      )}
    </div>
  );
}

/** A labelled Bootstrap switch or checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
  disabled,
  switch: isSwitch,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  switch?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`form-check${isSwitch ? ' form-switch' : ''} ${className ?? 'mb-3'}`}>
      <input
        id={id}
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        className="form-check-input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
