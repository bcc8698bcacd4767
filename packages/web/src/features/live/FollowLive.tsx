import { useSyncExternalStore } from 'react';
import type { SaygState } from '@darts/core/scoring/types';
import { lazyComponent } from '#web/components/lazyComponent';
import { useAccount } from '#web/features/account/queries';
import type { SaygSyncEngine } from '#web/features/scoring/sync/syncEngine';

export interface FollowLiveProps {
  engine: SaygSyncEngine;
  /** The record after a save from elsewhere was taken (a scorecard fills its legs from it). */
  onAdopted?(record: SaygState): void;
}

// The switch and the live connection load only for those who may follow live (docs/decisions/012).
const FollowLiveSwitch = lazyComponent(async () => (await import('./FollowLiveSwitch')).FollowLiveSwitch);

/**
 * The scoring screen's paused/live selector (FollowLiveSwitch), shown only when the account has
 * useWebSockets and the record is on the server.
 */
export function FollowLive({ engine, onAdopted }: FollowLiveProps) {
  const { account } = useAccount();
  const allowed = account?.access.useWebSockets === true;
  const idOf = () => engine.getStatus().kept.id;
  const id = useSyncExternalStore(engine.subscribe, idOf, idOf);
  if (!allowed || !id) return null;
  return <FollowLiveSwitch engine={engine} onAdopted={onAdopted} id={id} />;
}
