import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SaygRecord } from '@darts/core/contract/sayg';
import type { SaygInput } from '@darts/core/scoring/types';
import {
  superleagueMatches,
  superleagueSaygIds,
  type SuperleagueMatch,
} from '@darts/core/tournament/superleague';
import type { TournamentDto } from '#web/api/tournament';
import { queryKeys } from '#web/api/keys';
import { saygQuery } from '#web/features/scoring/queries';
import { useLiveSubscription } from '#web/features/live/useLiveSubscription';

/** A live update is taken only when it is this record with its legs. */
export function asRecord(data: unknown, id: string): SaygRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const r = data as Partial<SaygRecord>;
  const ok =
    typeof r.id === 'string' && r.id.toLowerCase() === id.toLowerCase() && typeof r.legs === 'object';
  return ok && r.legs !== null ? (r as SaygRecord) : null;
}

/**
 * The night's matches with their leg-by-leg records (GET /api/Sayg/{id} each), and whether any
 * is still loading. Records follow live through `FollowRecord` (one per record).
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

/** Follows one match's record live, so the log, summary and report change as darts are thrown. */
export function FollowRecord({ id }: { id: string }) {
  const queryClient = useQueryClient();
  useLiveSubscription({
    id,
    type: 'Sayg',
    enabled: true,
    onUpdate: (data) => {
      const record = asRecord(data, id);
      if (record) queryClient.setQueryData(queryKeys.sayg.detail(id), record);
    },
  });
  return null;
}

/** Follows every recorded match of the night. */
export function FollowRecords({ ids }: { ids: string[] }) {
  return ids.map((id) => <FollowRecord key={id} id={id} />);
}
