import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import type { TournamentDto } from '#web/api/tournament';
import { useLiveSubscription } from './useLiveSubscription';

/** A live update is taken only when it is this tournament (the publisher's data is checked). */
export function asTournament(data: unknown, id: string): TournamentDto | null {
  if (typeof data !== 'object' || data === null) return null;
  const t = data as Partial<TournamentDto>;
  const ok = typeof t.id === 'string' && t.id.toLowerCase() === id.toLowerCase() && Array.isArray(t.sides);
  return ok ? (t as TournamentDto) : null;
}

/**
 * Follows the tournament live (type Tournament): each update replaces the sheet's copy, so
 * results arrive without a reload. Loaded after the sheet, so the live client is not part of the
 * page's first download.
 */
export function FollowTournament({
  id,
  enabled = true,
  onUpdate,
}: {
  id: string;
  enabled?: boolean;
  /** Called on each live update of this tournament, after the sheet's copy is replaced. */
  onUpdate?: () => void;
}) {
  const queryClient = useQueryClient();
  useLiveSubscription({
    id,
    type: 'Tournament',
    enabled,
    onUpdate: (data) => {
      const update = asTournament(data, id);
      if (update) queryClient.setQueryData(queryKeys.tournaments.detail(id), update);
      onUpdate?.();
    },
  });
  return null;
}
