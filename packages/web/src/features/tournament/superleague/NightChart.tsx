import { useMemo } from 'react';
import type { SuperleagueMatch } from '@darts/core/tournament/superleague';
import { nightRunningAverages } from '@darts/core/tournament/superleagueAverages';
import { RunningAverageChart } from '#web/components/chart/RunningAverageChart';

/**
 * Each side's running average across the night's recorded matches (the match report's chart).
 * A lazy chunk: a night without a record never fetches it (docs/decisions/012).
 */
export function NightChart({
  matches,
  host,
  opponent,
}: {
  matches: SuperleagueMatch[];
  host: string;
  opponent: string;
}) {
  const series = useMemo(() => nightRunningAverages(matches), [matches]);
  const names = useMemo(() => ({ home: host, away: opponent }), [host, opponent]);
  return (
    <RunningAverageChart series={series} names={names} title={`Running averages: ${host} v ${opponent}`} />
  );
}
