import { noAccess, type Access } from '../account/access';

/*
 * Devices at the venue (docs/decisions/051): a tablet or TV shows a short code, an administrator
 * approves it by the code (typed, or its QR code scanned) with a name and a role, and the device is
 * signed in without typing anything. Pure: codes, roles and what each role may do.
 */

export const DEVICE_ROLES = ['scorer', 'display'] as const;
export type DeviceRole = (typeof DEVICE_ROLES)[number];

export const DEVICE_ROLE_NAMES: Record<DeviceRole, string> = {
  scorer: "A board's scorer (scores matches leg by leg)",
  display: 'A display (read-only, full screen)',
};

/** How long a code waits for its approval. */
export const DEVICE_CODE_MINUTES = 10;
/** A device unused for this long is signed out (each device's own, changed in the admin area). */
export const DEFAULT_DEVICE_IDLE_HOURS = 24;
export const MAX_DEVICE_IDLE_HOURS = 24 * 90;

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A code as a person types it ("abcd efgh", "ABCD-EFGH") as it is stored: upper case, nothing else. */
export function normaliseCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A code as the device shows it: two groups of four. */
export function formatCode(code: string): string {
  const c = normaliseCode(code);
  return c.length > 4 ? `${c.slice(0, 4)}-${c.slice(4)}` : c;
}

/** A code from random bytes (one per character): the alphabet's letters, unbiased enough for a 10-minute code. */
export function codeFromBytes(bytes: Uint8Array): string {
  return [...bytes.slice(0, CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * What a device's role may do: a scorer records scores as you go (the matches it is given, once
 * boards give them); a display nothing but read, in kiosk mode (no header or menu).
 */
export function deviceAccess(role: DeviceRole): Access {
  const access = noAccess();
  if (role === 'scorer') access.recordScoresAsYouGo = true;
  else access.kioskMode = true;
  return access;
}

/** Where a newly signed-in device goes: a display to the TV page, a scorer to its board's page. */
export const deviceHome = (role: DeviceRole) => (role === 'display' ? '/tv' : '/device/board');

/** True when a device last seen at `lastSeen` has been idle longer than `idleHours` at `now`. */
export function deviceIdleTooLong(lastSeen: string | null, idleHours: number, now: Date): boolean {
  if (!lastSeen) return false;
  return now.getTime() - Date.parse(lastSeen) > idleHours * 60 * 60 * 1000;
}
