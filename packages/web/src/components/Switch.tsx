import { useId } from 'react';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
  disabled?: boolean;
}

/** A Bootstrap form switch: a checkbox with role switch and its own label. */
export function Switch({ label, checked, onChange, className, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className={`form-check form-switch ${className ?? ''}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
