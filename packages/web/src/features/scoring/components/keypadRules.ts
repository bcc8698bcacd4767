/**
 * The keypad's button rules: the typed value is capped at
 * 180; a digit is disabled when the result would exceed it or would put a second 0 onto 0; a
 * quick score is disabled when it could not follow what is typed (the result would exceed
 * the cap), so a half-typed score is never thrown away; Backspace and Enter need a value.
 */
export const KEYPAD_MAX = 180;

/** Quick scores by row: [left, right] of each of the first three rows. */
export const KEYPAD_ROWS: readonly (readonly [number, number, number, number, number])[] = [
  [140, 7, 8, 9, 45],
  [41, 4, 5, 6, 100],
  [40, 1, 2, 3, 60],
];

/** The value after typing `digit`, or null when the keypad refuses it. */
export function appendDigit(value: string, digit: number): string | null {
  if (digit === 0 && value === '0') return null;
  const next = Number.parseInt(`${value}${digit}`, 10);
  if (!Number.isFinite(next) || next > KEYPAD_MAX) return null;
  return String(next);
}

export function canAppend(value: string, digit: number): boolean {
  return appendDigit(value, digit) !== null;
}

/** A quick score submits at once; it is offered while nothing (or 0) has been typed. */
export function canQuickScore(value: string, score: number): boolean {
  const combined = Number.parseInt(`${value}${score}`, 10);
  return Number.isFinite(combined) && combined <= KEYPAD_MAX;
}

export function canBackspace(value: string): boolean {
  return value !== '';
}

export function backspace(value: string): string {
  return value.slice(0, -1);
}

export function canEnter(value: string): boolean {
  return value !== '';
}

/** Short haptic feedback on a key press where the device supports it (30 ms). */
export function vibrate(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(30);
    } catch {
      // Some browsers throw when vibration is blocked (no user activation); feedback is optional.
    }
  }
}
