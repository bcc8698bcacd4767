import { useEffect } from 'react';
import { useSite } from './queries';

/** The separator of a page title's parts. */
export const TITLE_SEPARATOR = ' – ';

/** `Fixtures – Premier – Darts league`: the page, what it is of (if anything), then the site. */
export function documentTitle(
  parts: readonly (string | null | undefined)[],
  siteName: string | null,
): string {
  return [...parts, siteName].filter((p): p is string => !!p && p.trim() !== '').join(TITLE_SEPARATOR);
}

/**
 * Sets `document.title` to name the page: `useDocumentTitle('Fixtures', 'Premier')` gives
 * "Fixtures – Premier – {site name}". Every page calls it (app/titles.test.tsx).
 */
export function useDocumentTitle(page: string, ...of: (string | null | undefined)[]): void {
  const siteName = useSite()?.name ?? null;
  const title = documentTitle([page, ...of], siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
