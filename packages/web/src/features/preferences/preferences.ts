/**
 * The `preferences` cookie: one JSON object keyed by preference name,
 * kept 365 days on path `/`, `Secure`, `SameSite=None` and `Partitioned` so an embedded page
 * keeps its own preferences.
 *
 * On an insecure page (plain http other than localhost) browsers reject `SameSite=None` and
 * `Partitioned` cookies that are not `Secure`, so there the cookie is written `SameSite=Lax`
 * instead of not at all.
 */
export const PREFERENCES_COOKIE = 'preferences';
export const PREFERENCES_LIFETIME_DAYS = 365;
export const COOKIE_CHECK_INTERVAL_MS = 300;

export type Preferences = Record<string, unknown>;

/** Known keys: `sayg-style` ('sayg-white' | 'sayg-black'), `favouriteTeamIds` (team ids). */
export interface KnownPreferences {
  'sayg-style': 'sayg-white' | 'sayg-black';
  favouriteTeamIds: string[];
  [key: string]: unknown;
}

/** The raw (still encoded) value of the cookie, or null when absent. */
export function rawPreferencesCookie(cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === PREFERENCES_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Parses the cookie; anything unreadable counts as no preferences. */
export function parsePreferences(raw: string | null): Preferences {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Preferences) : {};
  } catch {
    return {};
  }
}

export function serialisePreferencesCookie(
  preferences: Preferences,
  options: { secure: boolean; now?: Date },
): string {
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + PREFERENCES_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return [
    `${PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify(preferences))}`,
    `expires=${expires.toUTCString()}`,
    'path=/',
    ...(options.secure ? ['SameSite=None', 'Partitioned', 'Secure'] : ['SameSite=Lax']),
  ].join('; ');
}

/** https, or a page the browser treats as secure anyway (http://localhost). */
function isSecurePage(): boolean {
  return window.location.protocol !== 'http:' || window.isSecureContext;
}

export function readPreferences(): Preferences {
  return parsePreferences(rawPreferencesCookie(document.cookie));
}

export function getPreference<K extends string>(key: K): KnownPreferences[K] | undefined {
  return readPreferences()[key] as KnownPreferences[K] | undefined;
}

/** Sets (or, with `undefined`, removes) one preference, keeping the others. */
export function upsertPreference<K extends string>(key: K, value: KnownPreferences[K] | undefined): void {
  const preferences = readPreferences();
  if (value === undefined) delete preferences[key];
  else preferences[key] = value;
  document.cookie = serialisePreferencesCookie(preferences, { secure: isSecurePage() });
  notifyPreferencesChanged();
}

/* A tiny store over the cookie: changes made here notify at once; changes made elsewhere
   (another tab, an embedded frame) are picked up by a 300 ms check while anyone listens. */
const listeners = new Set<() => void>();
let lastSeen: string | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function notifyPreferencesChanged(): void {
  lastSeen = rawPreferencesCookie(document.cookie);
  for (const listener of listeners) listener();
}

function check(): void {
  const raw = rawPreferencesCookie(document.cookie);
  if (raw !== lastSeen) notifyPreferencesChanged();
}

export function subscribeToPreferences(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    lastSeen = rawPreferencesCookie(document.cookie);
    timer = setInterval(check, COOKIE_CHECK_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function preferencesSnapshot(): string | null {
  return rawPreferencesCookie(document.cookie);
}
