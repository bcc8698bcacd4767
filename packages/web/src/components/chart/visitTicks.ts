/** The steps the Visit axis counts in: whole visits only, never 1.25 visits. */
const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** The least room between two ticks, CSS px (uPlot's own default for an axis). */
const SPACE = 50;

/**
 * Where the running-average chart marks its Visit axis between `min` and `max`: whole visits,
 * in the smallest step that leaves at least 50 px between ticks on an axis `width` px long.
 */
export function visitTicks(min: number, max: number, width: number): number[] {
  const span = Math.max(max - min, 1);
  const step = STEPS.find((s) => (width * s) / span >= SPACE) ?? 1000;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(tick);
  return ticks;
}
