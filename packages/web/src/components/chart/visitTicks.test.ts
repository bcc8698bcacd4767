import { describe, expect, it } from 'vitest';
import { visitTicks } from './visitTicks';

describe('the Visit axis of the running-average chart', () => {
  it('marks each visit of a short leg, never a part of one', () => {
    expect(visitTicks(1, 4, 600)).toEqual([1, 2, 3, 4]);
    expect(visitTicks(1, 2, 600)).toEqual([1, 2]);
  });

  it('counts in whole steps of visits when they do not all fit', () => {
    expect(visitTicks(1, 30, 300)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(visitTicks(1, 12, 200)).toEqual([5, 10]);
  });

  it('marks only whole visits for any range and width', () => {
    const cases: [number, number, number][] = [
      [1, 3, 1000],
      [0.5, 7.5, 123],
      [1, 1, 400],
      [1, 250, 320],
    ];
    for (const [min, max, width] of cases) {
      const ticks = visitTicks(min, max, width);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.every((t) => t >= min && t <= max)).toBe(true);
    }
  });
});
