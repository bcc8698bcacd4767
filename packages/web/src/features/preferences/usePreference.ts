import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parsePreferences,
  preferencesSnapshot,
  subscribeToPreferences,
  upsertPreference,
  type KnownPreferences,
} from './preferences';

/** One preference from the `preferences` cookie and a setter; re-renders when the cookie changes. */
export function usePreference<K extends string>(
  key: K,
): [KnownPreferences[K] | undefined, (value: KnownPreferences[K] | undefined) => void] {
  const raw = useSyncExternalStore(subscribeToPreferences, preferencesSnapshot, () => null);
  const value = useMemo(() => parsePreferences(raw)[key] as KnownPreferences[K] | undefined, [raw, key]);
  const setValue = useCallback((next: KnownPreferences[K] | undefined) => upsertPreference(key, next), [key]);
  return [value, setValue];
}
