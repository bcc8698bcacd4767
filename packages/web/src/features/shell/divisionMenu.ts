import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';

export interface DivisionMenuItem {
  id: string;
  name: string;
  href: string;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The division entries of the top navigation:
 * one per division belonging to a current season, or every division when no current season has
 * any. A division in exactly one current season links to that season's teams view; otherwise
 * to the division page.
 */
export function divisionMenuItems(
  seasons: readonly Season[],
  divisions: readonly Division[],
): DivisionMenuItem[] {
  const current = seasons.filter((s) => s.isCurrent && !s.deleted);
  const inCurrent = new Map<string, Division>();
  for (const season of current) {
    for (const division of season.divisions) {
      if (!division.deleted && !inCurrent.has(division.id)) inCurrent.set(division.id, division);
    }
  }
  const shown = inCurrent.size > 0 ? [...inCurrent.values()] : divisions.filter((d) => !d.deleted);

  return [...shown].sort(byName).map((division) => {
    const seasonsWithIt = current.filter((s) => s.divisions.some((d) => d.id === division.id));
    const only = seasonsWithIt.length === 1 ? seasonsWithIt[0] : undefined;
    const href = only
      ? `/teams/${encodeURIComponent(only.name)}/?division=${encodeURIComponent(division.name)}`
      : `/division/${encodeURIComponent(division.name)}`;
    return { id: division.id, name: division.name, href };
  });
}

/** True when the page being shown is about this division. */
export function isDivisionActive(division: { name: string }, pathname: string, search: string): boolean {
  const name = division.name.toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    path = pathname.toLowerCase();
  }
  if (path === `/division/${name}` || path.startsWith(`/division/${name}/`)) return true;
  return new URLSearchParams(search).getAll('division').some((d) => d.toLowerCase() === name);
}
