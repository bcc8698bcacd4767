import { FollowLive } from '#web/features/live/FollowLive';
import { DebugOptions } from '#web/features/scoring/DebugOptions';
import { SyncBadge } from '#web/features/scoring/sync/SyncBadge';
import type { SaygSyncEngine, SyncStatus } from '#web/features/scoring/sync/syncEngine';
import { ShareControls } from './ShareControls';

export interface PracticeToolbarProps {
  engine: SaygSyncEngine;
  status: SyncStatus;
}

/** The practice match's toolbar extras: save and share, follow live, the sync state and the debug options. */
export function PracticeToolbar({ engine, status }: PracticeToolbarProps) {
  return (
    <>
      <ShareControls engine={engine} id={status.kept.id} />
      <FollowLive engine={engine} />
      <SyncBadge status={status} onRetry={() => void engine.saveNow().catch(() => undefined)} />
      <DebugOptions id={status.kept.id} record={status.kept.record} />
    </>
  );
}
