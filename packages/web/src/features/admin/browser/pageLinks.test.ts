import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW, pageLinks } from './pageLinks';

const labels = (current: number, pages: number) => pageLinks(current, pages).map((l) => l.label);

describe('pageLinks', () => {
  it('offers first, previous, a window around the page, next and last', () => {
    expect(labels(50, 400)).toEqual(['First', 'Previous', '48', '49', '50', '51', '52', 'Next', 'Last']);
    expect(pageLinks(50, 400).find((l) => l.label === 'Last')).toMatchObject({
      page: 400,
      name: 'Last page, 400',
    });
    expect(
      pageLinks(50, 400)
        .filter((l) => l.current)
        .map((l) => l.page),
    ).toEqual([50]);
  });

  it('leaves out the way back on the first page and the way on at the last', () => {
    expect(labels(1, 3)).toEqual(['1', '2', '3', 'Next', 'Last']);
    expect(labels(3, 3)).toEqual(['First', 'Previous', '1', '2', '3']);
    expect(labels(1, 1)).toEqual([]);
  });

  it('stays bounded, holds the current page and links only to pages that exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        const pages = Math.max(a, b);
        const current = Math.min(a, b);
        const links = pageLinks(current, pages);
        expect(links.length).toBeLessThanOrEqual(2 * PAGE_WINDOW + 1 + 4);
        expect(links.every((l) => l.page >= 1 && l.page <= pages)).toBe(true);
        if (pages > 1) expect(links.filter((l) => l.current).map((l) => l.page)).toEqual([current]);
      }),
    );
  });
});
