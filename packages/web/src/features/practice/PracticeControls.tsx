import { useId, useState, type KeyboardEvent } from 'react';
import { parseSetting, type PracticeSettings } from './practiceSettings';

export interface PracticeControlsProps {
  settings: PracticeSettings;
  onChange(change: Partial<PracticeSettings>): void;
  onRestart(): void;
  disabled?: boolean;
}

interface FieldProps {
  label: string;
  value: string;
  type?: 'text' | 'number';
  placeholder?: string;
  /** Takes the typed text; returns false when it is not usable (the field then shows the old value). */
  commit(text: string): boolean;
  disabled?: boolean;
}

/** An input-group field that commits on blur or Enter (typing a name is not one change per key). */
function Field({ label, value, type = 'text', placeholder, commit, disabled }: FieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const done = () => {
    if (text === value) return;
    if (!commit(text)) setText(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') done();
  };
  return (
    <>
      <label className="input-group-text" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={done}
        onKeyDown={onKeyDown}
      />
    </>
  );
}

/** Legs, From, Contender, Opponent and Restart. */
export function PracticeControls({ settings, onChange, onRestart, disabled }: PracticeControlsProps) {
  const number = (name: 'numberOfLegs' | 'startingScore') => (text: string) => {
    const value = parseSetting(name, text);
    if (value === null) return false;
    onChange({ [name]: value });
    return true;
  };
  return (
    <div className="practice-controls d-print-none">
      <div className="input-group input-group-sm mb-2">
        <Field
          label="Legs"
          type="number"
          value={String(settings.numberOfLegs)}
          commit={number('numberOfLegs')}
          disabled={disabled}
        />
        <Field
          label="From"
          type="number"
          value={String(settings.startingScore)}
          commit={number('startingScore')}
          disabled={disabled}
        />
      </div>
      <div className="input-group input-group-sm mb-2">
        <Field
          label="Contender"
          value={settings.yourName}
          disabled={disabled}
          commit={(text) => {
            if (!text.trim()) return false;
            onChange({ yourName: text.trim() });
            return true;
          }}
        />
        <Field
          label="Opponent"
          value={settings.opponentName ?? ''}
          placeholder="Optional"
          disabled={disabled}
          commit={(text) => {
            onChange({ opponentName: text.trim() || null });
            return true;
          }}
        />
        <button type="button" className="btn btn-primary" onClick={onRestart} disabled={disabled}>
          Restart
        </button>
      </div>
    </div>
  );
}
