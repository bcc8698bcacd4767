import { legSide, sideStart } from './leg';
import { orderedLegs } from './match';
import { threeDartAverage } from './statistics';
import type { SaygInput, SideKey } from './types';
import { throwOutcomes } from './visit';

/* Each side's running 3-dart average across a match, for the analysis and match report charts. */

/** A side's 3-dart average after each of its visits, legs in order (points after the bust rule). */
export function matchRunningAverages(record: Pick<SaygInput, 'legs'>, side: SideKey): number[] {
  let points = 0;
  let darts = 0;
  const averages: number[] = [];
  for (const leg of orderedLegs(record.legs)) {
    const throws = legSide(leg, side)?.throws ?? [];
    for (const outcome of throwOutcomes(sideStart(leg, side), throws)) {
      points += outcome.points;
      darts += outcome.noOfDarts;
      averages.push(threeDartAverage(points, darts) ?? 0);
    }
  }
  return averages;
}

/** Both sides' running averages on one axis of visit numbers (1, 2, ...); null past a side's last visit. */
export interface RunningAverageSeries {
  visits: number[];
  home: (number | null)[];
  away: (number | null)[];
}

export function runningAverageSeries(record: Pick<SaygInput, 'legs'>): RunningAverageSeries {
  const home = matchRunningAverages(record, 'home');
  const away = matchRunningAverages(record, 'away');
  const length = Math.max(home.length, away.length);
  const visits = Array.from({ length }, (_, i) => i + 1);
  return {
    visits,
    home: visits.map((_, i) => home[i] ?? null),
    away: visits.map((_, i) => away[i] ?? null),
  };
}
