import '#web/features/scoring/sayg.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useLocation } from '#web/routing/location';
import { useShell } from '#web/appState/AppContext';
import { queryKeys } from '#web/api/keys';
import { lazyComponent } from '#web/components/lazyComponent';
import { LiveBoards } from '../LiveBoards';
import { useLiveAllowed } from '../useLiveAllowed';
import { LiveMatchBoard } from './LiveMatchBoard';
import { notFollowingReason } from './NotFollowing';

// The Follow live switch is only for accounts with web socket access.
const Switch = lazyComponent(async () => (await import('#web/components/Switch')).Switch);

/** `#average=1` in the address: start the statistics on the 1-dart average. */
function oneDartFromHash(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('average') === '1';
}

/**
 * The live match boards: one read-only scoring view per id, followed live when the account has
 * useWebSockets or the PublicLiveScores feature is on (the default). Subscriptions are
 * set up one at a time: a board starts following once the one before it has its first data.
 */
export function LiveMatches({ ids }: { ids: string[] }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [search] = useSearchParams();
  const { flags } = useShell();
  const { allowed, known, useWebSockets, signedIn, settingsFailed } = useLiveAllowed();
  const [paused, setPaused] = useState(false);
  // Not known to be refused until the features have loaded.
  const reason = notFollowingReason({ allowed: known ? allowed : null, signedIn, paused, settingsFailed });

  const widescreen = flags.widescreen || search.get('widescreen') === 'true';
  const fullNames = search.get('fullNames') === 'true';
  const oneDart = oneDartFromHash(location.hash);

  const refresh = () => {
    for (const id of ids) void queryClient.refetchQueries({ queryKey: queryKeys.sayg.detail(id) });
  };

  return (
    <LiveBoards
      ids={ids}
      label="Live matches"
      className="live-matches"
      boardsClassName={widescreen ? 'd-flex flex-wrap gap-3' : undefined}
      following={allowed && !paused}
      onRefresh={refresh}
      controls={
        useWebSockets && (
          <Switch label="Follow live" checked={!paused} onChange={(on) => setPaused(!on)} className="mb-0" />
        )
      }
      board={(id, turn) => (
        <LiveMatchBoard
          id={id}
          {...turn}
          showStatus={allowed}
          notFollowing={reason}
          widescreen={widescreen}
          fullNames={fullNames}
          oneDart={oneDart}
        />
      )}
    />
  );
}
