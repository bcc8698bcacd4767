import type { MouseEvent } from 'react';
import {
  appendDigit,
  backspace,
  canBackspace,
  canEnter,
  canQuickScore,
  KEYPAD_ROWS,
  vibrate,
} from './keypadRules';
import { useHardwareKeys } from './useHardwareKeys';

export interface KeypadProps {
  /** What has been typed so far ('' for nothing). */
  value: string;
  onChange(value: string): void;
  /** Submits a score: the typed value on Enter, or a quick score at once. */
  onEnter(score: number): void;
  /** Listen to the hardware keyboard (off while a dialog is open). */
  hardwareKeys?: boolean;
  disabled?: boolean;
}

/** Keypad buttons keep focus where it was, so a hardware Enter never re-presses them. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The numeric keypad of the leg scoring screen, a 4x5 grid:
 * `[140] 7 8 9 [45]`, `[41] 4 5 6 [100]`, `[40] 1 2 3 [60]`, `[Backspace] 0 [Enter]`.
 */
export function Keypad({ value, onChange, onEnter, hardwareKeys = true, disabled = false }: KeypadProps) {
  const typeDigit = (digit: number) => {
    const next = appendDigit(value, digit);
    if (next !== null) onChange(next);
  };
  const erase = () => {
    if (canBackspace(value)) onChange(backspace(value));
  };
  const enter = () => {
    if (canEnter(value)) onEnter(Number(value));
  };
  useHardwareKeys(hardwareKeys && !disabled, {
    digit: typeDigit,
    backspace: erase,
    enter,
    hasValue: value !== '',
  });

  const press = (action: () => void) => () => {
    vibrate();
    action();
  };
  const digitButton = (digit: number) => (
    <button
      key={digit}
      type="button"
      className="btn btn-success sayg-key"
      disabled={disabled || appendDigit(value, digit) === null}
      onMouseDown={keepFocus}
      onClick={press(() => typeDigit(digit))}
    >
      {digit}
    </button>
  );
  const quickButton = (score: number) => (
    <button
      key={`q${score}`}
      type="button"
      className="btn btn-secondary sayg-key sayg-quick"
      disabled={disabled || !canQuickScore(value, score)}
      onMouseDown={keepFocus}
      onClick={press(() => onEnter(score))}
    >
      {score}
    </button>
  );

  return (
    <div className="sayg-keypad" role="group" aria-label="Keypad">
      {KEYPAD_ROWS.map(([left, a, b, c, right]) => [
        quickButton(left),
        digitButton(a),
        digitButton(b),
        digitButton(c),
        quickButton(right),
      ])}
      <button
        type="button"
        className="btn btn-warning sayg-key sayg-wide"
        aria-label="Backspace"
        disabled={disabled || !canBackspace(value)}
        onMouseDown={keepFocus}
        onClick={press(erase)}
      >
        <span aria-hidden="true">&larr;</span>
      </button>
      {digitButton(0)}
      <button
        type="button"
        className="btn btn-primary sayg-key sayg-wide"
        aria-label="Enter"
        disabled={disabled || !canEnter(value)}
        onMouseDown={keepFocus}
        onClick={press(enter)}
      >
        <span aria-hidden="true">&rarr;</span>
      </button>
    </div>
  );
}
