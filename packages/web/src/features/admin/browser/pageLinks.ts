/*
 * The data browser's pager: a bounded set of links however long the table (first, previous, a
 * window around the current page, next, last), not one link per page.
 */

export interface PageLink {
  /** What the link says: a page number, or First / Previous / Next / Last. */
  label: string;
  page: number;
  /** The link's accessible name when its label is a word (e.g. "Previous page, 4"). */
  name: string;
  current: boolean;
}

/** Pages either side of the current one. */
export const PAGE_WINDOW = 2;

export function pageLinks(current: number, pages: number, window = PAGE_WINDOW): PageLink[] {
  if (pages <= 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const word = (label: string, to: number): PageLink => ({
    label,
    page: to,
    name: `${label} page, ${to}`,
    current: false,
  });
  const links: PageLink[] = [];
  if (page > 1) links.push(word('First', 1), word('Previous', page - 1));
  const from = Math.max(1, page - window);
  const to = Math.min(pages, page + window);
  for (let n = from; n <= to; n++)
    links.push({ label: String(n), page: n, name: String(n), current: n === page });
  if (page < pages) links.push(word('Next', page + 1), word('Last', pages));
  return links;
}
