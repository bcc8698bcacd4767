import { useEffect, useRef, useState } from 'react';
import type { RunningAverageSeries } from '@darts/core/scoring/runningAverage';
import { formatAverage } from '@darts/core/scoring/statistics';
import { visitTicks } from './visitTicks';

interface Props {
  series: RunningAverageSeries;
  names: { home: string; away: string };
  /** Accessible name of the chart. */
  title: string;
}

const HEIGHT = 220;

/**
 * Each side's running 3-dart average across a match (core scoring/runningAverage). The chart
 * library (uPlot) is imported when a chart first shows, never with the page. Without it (or
 * before it loads) the final averages are in the text, so nothing is lost to a screen reader.
 */
export function RunningAverageChart({ series, names, title }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || series.visits.length === 0) return undefined;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let stopped = false;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (stopped) return;
        const width = Math.max(200, element.clientWidth);
        chart = new UPlot(
          {
            width,
            height: HEIGHT,
            scales: { x: { time: false } },
            axes: [
              // Whole visits only: uPlot's own steps would mark 1.25 visits on a short leg.
              {
                label: 'Visit',
                splits: (u, _axis, min, max) => visitTicks(min, max, u.bbox.width / UPlot.pxRatio),
              },
              { label: '3-dart average' },
            ],
            series: [
              { label: 'Visit' },
              { label: names.home, stroke: '#0d6efd', width: 2 },
              { label: names.away, stroke: '#dc3545', width: 2 },
            ],
          },
          [series.visits, series.home, series.away],
          element,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() =>
            chart?.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }),
          );
          observer.observe(element);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series, names.home, names.away]);

  const last = (values: (number | null)[]) => formatAverage(values.filter((v) => v !== null).at(-1) ?? null);
  return (
    <figure className="mb-3 running-average-chart" aria-label={title}>
      <div ref={box} className="w-100" style={{ minHeight: series.visits.length ? HEIGHT : 0 }} />
      <figcaption className="small text-body-secondary">
        {series.visits.length === 0
          ? 'No visits yet'
          : `Running 3-dart average: ${names.home} ${last(series.home)}, ${names.away} ${last(series.away)}`}
        {failed && ' (the chart could not be drawn)'}
      </figcaption>
    </figure>
  );
}
