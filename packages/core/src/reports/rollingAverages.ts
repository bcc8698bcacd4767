import { ROLLING_LEGS, rollingAverage, type LegFigures } from '../scoring/handicap';
import { orderedLegs } from '../scoring/match';
import { legStatistics } from '../scoring/statistics';
import type { SaygInput } from '../scoring/types';
import type { SinglesRecord } from './singlesRecords';

/* Each player's rolling 3-dart average over their latest legs recorded leg by leg (a handicap's basis). Pure. */

export interface RollingAverage {
  /** Null when the player has no darts recorded. */
  average: number | null;
  /** The legs it covers (at most ROLLING_LEGS). */
  legs: number;
}

/** By player id: the average over their last `legs` legs, oldest records first by date. */
export function rollingAverages(
  records: readonly Pick<SinglesRecord, 'playerId' | 'saygId' | 'side' | 'date'>[],
  sayg: ReadonlyMap<string, SaygInput>,
  legs = ROLLING_LEGS,
): Map<string, RollingAverage> {
  const history = new Map<string, LegFigures[]>();
  const byDate = [...records].sort((a, b) => a.date.slice(0, 10).localeCompare(b.date.slice(0, 10)));
  for (const { playerId, saygId, side } of byDate) {
    const record = sayg.get(saygId);
    if (!record) continue;
    const figures = history.get(playerId) ?? [];
    for (const leg of orderedLegs(record.legs)) {
      const s = legStatistics(leg, side);
      if (s && s.darts > 0) figures.push({ points: s.points, darts: s.darts });
    }
    history.set(playerId, figures);
  }
  return new Map(
    [...history].map(([id, figures]) => [
      id,
      { average: rollingAverage(figures, legs), legs: Math.min(figures.length, legs) },
    ]),
  );
}
