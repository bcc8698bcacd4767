import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SaygInput } from '@darts/core/scoring/types';
import {
  superleagueMatches,
  superleagueSaygIds,
  type SuperleagueMatch,
} from '@darts/core/tournament/superleague';
import type { TournamentDto } from '#web/api/tournament';
import { saygQuery } from '#web/features/scoring/queries';

/**
 * The night's matches with their leg-by-leg records (GET /api/Sayg/{id} each), and whether any
 * is still loading. Records follow live through `FollowRecords` (FollowRecords.tsx).
 */
export function useNightRecords(tournament: TournamentDto): {
  matches: SuperleagueMatch[];
  loading: boolean;
} {
  const ids = superleagueSaygIds(tournament);
  const results = useQueries({ queries: ids.map((id) => saygQuery(id)) });
  const data = results.map((r) => r.data);
  const loading = results.some((r) => r.isPending);
  const key = JSON.stringify(data.map((d) => d?.updated ?? null));
  const matches = useMemo(() => {
    const records = new Map<string, SaygInput | null>(ids.map((id, i) => [id, data[i] ?? null]));
    return superleagueMatches(tournament, records);
    // The records change when their `updated` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tournament, key]);
  return { matches, loading };
}
