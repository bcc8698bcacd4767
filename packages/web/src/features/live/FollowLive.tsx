import { useState, useSyncExternalStore } from 'react';
import type { SaygRecord } from '@darts/core/contract/sayg';
import type { SaygState } from '@darts/core/scoring/types';
import { legsProblems } from '@darts/core/scoring/validation';
import { useAccount } from '#web/features/account/queries';
import { LiveStatusBadge } from './LiveStatusBadge';
import { useLiveSubscription } from './useLiveSubscription';
import { Switch } from '#web/components/Switch';
import type { SaygSyncEngine } from '#web/features/scoring/sync/syncEngine';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSide = (side: unknown) =>
  isObject(side) &&
  Array.isArray(side.throws) &&
  side.throws.every((t) => isObject(t) && typeof t.score === 'number' && typeof t.noOfDarts === 'number');

/**
 * Live data is whatever was published for the id (scorers may publish over the socket too): only
 * a well-formed record with possible visits may replace the scorer's state.
 */
export function asSaygRecord(data: unknown): SaygRecord | null {
  if (!isObject(data) || !isObject(data.legs)) return null;
  const { id, updated, yourName, startingScore, numberOfLegs, legs } = data;
  if (typeof id !== 'string' || typeof updated !== 'string' || typeof yourName !== 'string') return null;
  if (typeof startingScore !== 'number' || typeof numberOfLegs !== 'number') return null;
  const shaped = Object.values(legs).every(
    (leg) =>
      isObject(leg) &&
      typeof leg.startingScore === 'number' &&
      isSide(leg.home) &&
      (leg.away === null || leg.away === undefined || isSide(leg.away)),
  );
  if (!shaped) return null;
  const record = data as unknown as SaygRecord;
  return legsProblems(record.legs).length === 0 ? record : null;
}

export interface FollowLiveProps {
  engine: SaygSyncEngine;
  /** The record after a save from elsewhere was taken (a scorecard fills its legs from it). */
  onAdopted?(record: SaygState): void;
}

/**
 * The scoring screen's paused/live selector, shown only when the
 * account has useWebSockets and the record is on the server. Live (the default) follows the
 * record: a save from another device scoring the same match shows here when this device has
 * nothing to push (the engine's `adopt` rule). Paused unsubscribes.
 */
export function FollowLive({ engine, onAdopted }: FollowLiveProps) {
  const { account } = useAccount();
  const allowed = account?.access.useWebSockets === true;
  const idOf = () => engine.getStatus().kept.id;
  const id = useSyncExternalStore(engine.subscribe, idOf, idOf);
  const [live, setLive] = useState(true);
  const status = useLiveSubscription({
    id,
    type: 'Sayg',
    enabled: allowed && live,
    onUpdate: (data) => {
      const record = asSaygRecord(data);
      if (record && engine.adopt(record)) onAdopted?.(engine.getStatus().kept.record);
    },
  });
  if (!allowed || !id) return null;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Switch label="Follow live" checked={live} onChange={setLive} className="mb-0" />
      <LiveStatusBadge status={status} />
    </span>
  );
}
