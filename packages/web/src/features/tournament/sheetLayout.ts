import type { BracketLayout } from '@darts/core/tournament/index';

/* Sizes of the printed sheet and the first-load wiggle (one step per frame). */

/** Where the bracket is scrolled at each step: out to 60 px and back. */
export const WIGGLE_OFFSETS = [10, 20, 30, 40, 50, 60, 50, 40, 30, 20, 10, 0];

/** A landscape A4 page less 10 mm margins, in CSS pixels (96 per inch). */
const PAGE = { width: 1047, height: 680 };
/** A printed round's width and a printed match's height with its gap (tournament.css, @media print). */
const ROUND_WIDTH = 176;
const MATCH_HEIGHT = 52;
const HEADING = 32;

/** The zoom that puts the whole bracket on one landscape page (1 when it fits as it is). */
export function printZoom(layout: BracketLayout): number {
  const most = Math.max(1, ...layout.rounds.map((r) => r.matches.length));
  const width = layout.rounds.length * ROUND_WIDTH;
  const height = HEADING + most * MATCH_HEIGHT;
  const zoom = Math.min(1, PAGE.width / width, PAGE.height / height);
  return Math.floor(zoom * 100) / 100;
}
