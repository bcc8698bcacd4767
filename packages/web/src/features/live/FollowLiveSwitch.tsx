import { useState } from 'react';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { legsProblems } from '@darts/core/scoring/validation';
import { LiveStatusBadge } from './LiveStatusBadge';
import { useLiveSubscription } from './useLiveSubscription';
import { Switch } from '#web/components/Switch';
import type { FollowLiveProps } from './FollowLive';

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

/**
 * The paused/live switch of a record on the server (FollowLive.tsx decides when it
 * shows). Live (the default) follows the record: a save from another device scoring the same match
 * shows here when this device has nothing to push (the engine's `adopt` rule). Paused unsubscribes.
 */
export function FollowLiveSwitch({ engine, onAdopted, id }: FollowLiveProps & { id: string }) {
  const [live, setLive] = useState(true);
  const status = useLiveSubscription({
    id,
    type: 'Sayg',
    enabled: live,
    onUpdate: (data) => {
      const record = asSaygRecord(data);
      if (record && engine.adopt(record)) onAdopted?.(engine.getStatus().kept.record);
    },
  });
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Switch label="Follow live" checked={live} onChange={setLive} className="mb-0" />
      <LiveStatusBadge status={status} />
    </span>
  );
}
