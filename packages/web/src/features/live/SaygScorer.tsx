import { useState } from 'react';
import { ASK_DARTS_AT_DOUBLE_FEATURE } from '@darts/core/feature/flags';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { DebugOptions } from '#web/features/scoring/DebugOptions';
import { SaygScreen } from '#web/features/scoring/SaygScreen';
import type { KeptSayg } from '#web/features/scoring/sync/kept';
import { SyncBadge } from '#web/features/scoring/sync/SyncBadge';
import {
  createSyncEngine,
  type SaygSyncEngine,
  type SyncEnvironment,
  type SyncStatus,
} from '#web/features/scoring/sync/syncEngine';
import { useSaygSync } from '#web/features/scoring/sync/useSaygSync';
import { useFeatureEnabled } from '#web/features/site/useFeatureEnabled';
import { FollowLive } from './FollowLive';

export interface SyncedSayg {
  engine: SaygSyncEngine;
  status: SyncStatus;
}

/**
 * A match's leg-by-leg record, kept in the browser and synced to the server from `initial`: the
 * engine (made once, running while the caller is mounted) and its status.
 */
export function useSyncedSayg(env: SyncEnvironment, initial: KeptSayg): SyncedSayg {
  const [engine] = useState(() => createSyncEngine(env, initial));
  const status = useSaygSync(engine);
  return { engine, status };
}

export interface SaygScorerProps extends SyncedSayg {
  /** Every change of the record, once it is kept and on its way to the server. */
  onChange?(record: SaygState): void;
  /** The record after a save from elsewhere was taken while following live. */
  onAdopted?(record: SaygState): void;
  on180(side: SideKey): void;
  onHiCheck(side: SideKey, score: number): void;
}

/**
 * One match scored leg by leg over its synced record (the scorecard's leg-by-leg dialog and the
 * tournament match scorer): the scoring screen with Watch live (spectators follow the record at
 * `/live/match?id=...` once it is on the server), the Follow live switch, the sync state with
 * Retry, and the debug options.
 */
export function SaygScorer({ engine, status, onChange, onAdopted, on180, onHiCheck }: SaygScorerProps) {
  const { kept } = status;
  const askDartsAtDouble = useFeatureEnabled(ASK_DARTS_AT_DOUBLE_FEATURE);
  const change = (next: SaygState) => {
    engine.change(next);
    onChange?.(next);
  };
  return (
    <SaygScreen
      record={kept.record}
      onChange={change}
      onLegChange={change}
      on180={on180}
      onHiCheck={onHiCheck}
      askDartsAtDouble={askDartsAtDouble}
      fullNames
      toolbar={
        <>
          {kept.id && (
            <a
              className="btn btn-sm btn-outline-secondary"
              href={`/live/match?id=${kept.id}`}
              target="_blank"
              rel="noreferrer"
            >
              Watch live
            </a>
          )}
          <FollowLive engine={engine} onAdopted={onAdopted} />
          <SyncBadge status={status} onRetry={() => void engine.saveNow().catch(() => undefined)} />
          <DebugOptions id={kept.id} record={kept.record} />
        </>
      }
    />
  );
}
