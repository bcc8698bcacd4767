import { useQueryClient } from '@tanstack/react-query';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { queryKeys } from '#web/api/keys';
import { useLiveSubscription } from './useLiveSubscription';

/**
 * A live update is taken only when it is this record (same id, any case) with its legs: the
 * publisher's data is checked before it replaces what a page shows.
 */
export function asSaygRecord(data: unknown, id: string): SaygRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const r = data as Partial<SaygRecord>;
  const ok =
    typeof r.id === 'string' &&
    r.id.toLowerCase() === id.toLowerCase() &&
    typeof r.legs === 'object' &&
    r.legs !== null;
  return ok ? (r as SaygRecord) : null;
}

/**
 * Follows one match's leg-by-leg record live (type Sayg) into the query cache that
 * GET /api/Sayg/{id} fills, so every view reading that record changes as darts are thrown.
 */
export function FollowSayg({
  id,
  enabled = true,
  onUpdate,
}: {
  id: string;
  enabled?: boolean;
  /** Called on each live update of this record, after the cache's copy is replaced. */
  onUpdate?: () => void;
}) {
  const queryClient = useQueryClient();
  useLiveSubscription({
    id,
    type: 'Sayg',
    enabled,
    onUpdate: (data) => {
      const record = asSaygRecord(data, id);
      if (record) queryClient.setQueryData(queryKeys.sayg.detail(id), record);
      onUpdate?.();
    },
  });
  return null;
}
