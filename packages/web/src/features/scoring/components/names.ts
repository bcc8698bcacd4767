import type { SideKey } from '@darts/core/scoring/types';

/** The first name only, unless full names are asked for. */
export function displayName(name: string | null | undefined, fullNames = false): string {
  const trimmed = (name ?? '').trim();
  if (fullNames) return trimmed;
  return trimmed.split(/\s+/)[0] ?? '';
}

export interface SideNames {
  home: string;
  away: string | null;
}

export function sideName(names: SideNames, side: SideKey): string {
  return (side === 'home' ? names.home : names.away) ?? '';
}
