import { useEffect, useSyncExternalStore } from 'react';
import type { SaygSyncEngine, SyncStatus } from './syncEngine';

/** The engine's status, re-rendering on every change; the engine runs while the caller is mounted. */
export function useSaygSync(engine: SaygSyncEngine): SyncStatus {
  useEffect(() => {
    engine.start();
    return () => engine.stop();
  }, [engine]);
  return useSyncExternalStore(engine.subscribe, engine.getStatus, engine.getStatus);
}
