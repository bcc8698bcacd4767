import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  codeFromBytes,
  deviceAccess,
  deviceHome,
  deviceIdleTooLong,
  formatCode,
  normaliseCode,
} from './device';

describe('device codes', () => {
  it('are 8 characters none of which can be misread for another, from any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = codeFromBytes(bytes);
        expect(code).toHaveLength(CODE_LENGTH);
        for (const c of code) expect(CODE_ALPHABET).toContain(c);
      }),
    );
    expect(CODE_ALPHABET).not.toMatch(/[01IOL]/);
  });

  it('read the same however typed, and show as two groups of four', () => {
    expect(normaliseCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseCode('Abcd efgh')).toBe('ABCDEFGH');
    expect(formatCode('abcdefgh')).toBe('ABCD-EFGH');
    expect(formatCode('abc')).toBe('ABC');
  });
});

describe('device roles', () => {
  it('let a scorer record scores as you go and a display only read, in kiosk mode', () => {
    const granted = (role: 'scorer' | 'display') =>
      Object.entries(deviceAccess(role))
        .filter(([, on]) => on)
        .map(([flag]) => flag);
    expect(granted('scorer')).toEqual(['recordScoresAsYouGo']);
    expect(granted('display')).toEqual(['kioskMode']);
    expect(deviceHome('display')).toBe('/tv');
    expect(deviceHome('scorer')).toBe('/device/board');
  });

  it('sign a device out only once it has been idle longer than its hours', () => {
    const now = new Date('2026-11-28T20:00:00Z');
    expect(deviceIdleTooLong(null, 1, now)).toBe(false);
    expect(deviceIdleTooLong('2026-11-28T19:00:00Z', 1, now)).toBe(false);
    expect(deviceIdleTooLong('2026-11-28T18:59:59Z', 1, now)).toBe(true);
  });
});
