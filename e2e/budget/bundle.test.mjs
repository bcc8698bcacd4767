// Every public page of the built web app stays within its download budget (100 kB of JS and
// 15 kB of CSS, gzip), counted as a first visit's browser fetches them until the network is idle
// (bench/lib/pageDownloads.mjs): `npm run test:e2e` builds the app first. bench/bundle prints
// the figures with each page's files.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { BUDGET, kB, measurePublicPages, NOT_YET_WITHIN, OVER_HOME } from '../../bench/lib/bundleSizes.mjs';

/** @type {Awaited<ReturnType<typeof measurePublicPages>>} */
let pages;
before(async () => {
  pages = await measurePublicPages();
});

test(`every public page loads at most ${kB(BUDGET.js)} kB of JS and ${kB(BUDGET.css)} kB of CSS (gzip)`, () => {
  const over = pages.filter((p) => p.overLimit.length);
  assert.deepEqual(
    over.map((p) => `${p.page}: ${p.overLimit.join(', ')}`),
    [],
    `Public pages over budget (npm run bundle -w @darts/bench shows what each loads)`,
  );
});

test('a page listed as not yet within the budget leaves the list once it fits', () => {
  const fitting = pages.filter((p) => p.page in NOT_YET_WITHIN && !p.over.length);
  assert.deepEqual(
    fitting.map((p) => p.page),
    [],
    'These pages are within the budget now: remove them from NOT_YET_WITHIN',
  );
});

test('pages held over the home page stay within their share', () => {
  const over = pages.filter((p) => p.page in OVER_HOME && p.overHome > p.overHomeLimit);
  assert.deepEqual(
    over.map((p) => `${p.page}: +${kB(p.overHome)} kB over home > ${kB(p.overHomeLimit)} kB`),
    [],
    'These pages load more than their share over the home page (bench/lib/bundleSizes.mjs OVER_HOME)',
  );
});
