import { useQuery } from '@tanstack/react-query';
import type { Season } from '@darts/core/contract/season';
import { seasonsQuery } from '#web/features/site/queries';

export const NO_SEASONS_FOUND = 'No seasons found';
export const SEASON_NOT_FOUND = 'Could not find the season for this tournament';

/** What is wrong with the tournament's season, in the league's words; null when it is there. */
export function seasonProblem(seasons: readonly Pick<Season, 'id' | 'deleted'>[], seasonId: string) {
  const live = seasons.filter((s) => !s.deleted);
  if (live.length === 0) return NO_SEASONS_FOUND;
  return live.some((s) => s.id === seasonId) ? null : SEASON_NOT_FOUND;
}

/**
 * Says when the tournament's season is missing (the header's season list, already loaded). The
 * sheet still shows: visitors keep the results; editors learn why no squads are offered.
 */
export function SeasonCheck({ seasonId }: { seasonId: string }) {
  const seasons = useQuery(seasonsQuery()).data;
  const problem = seasons ? seasonProblem(seasons, seasonId) : null;
  if (!problem) return null;
  return (
    <div className="alert alert-warning m-2 d-print-none" role="alert">
      {problem}
    </div>
  );
}
