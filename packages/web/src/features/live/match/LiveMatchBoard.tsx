import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { legKeys, legsWon, matchWinner } from '@darts/core/scoring/match';
import { currentLeg, isSaygFinished, settle } from '@darts/core/scoring/progress';
import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import {
  displayName,
  LegView,
  MatchResult,
  MatchStatistics,
  type SideNames,
} from '#web/features/scoring/display';
import { saygQuery } from '#web/features/scoring/queries';
import { usePreference } from '#web/features/preferences/usePreference';
import { asSaygRecord } from '../FollowSayg';
import { LiveStatusBadge } from '../LiveStatusBadge';
import { useQueueTurn } from '../subscriptionQueue';
import { useLiveSubscription } from '../useLiveSubscription';
import { NotFollowing } from './NotFollowing';

// The widescreen (TV) layout's last throws are fetched only for that layout.
const LastThrows = lazyComponent(async () => (await import('./LastThrows')).LastThrows);

export interface LiveMatchBoardProps {
  id: string;
  /** Follow live (allowed, not paused, and this board's turn in the subscription queue). */
  follow: boolean;
  /** Show the connection indicator (live access). */
  showStatus: boolean;
  /** Why the board is not following (refused or paused), shown with the last update time. */
  notFollowing?: string | null;
  /** Waiting in the subscription queue for the boards before it. */
  queued?: boolean;
  /** The board has its first live data (or gave up): the next board may subscribe. */
  onFollowing(): void;
  widescreen: boolean;
  fullNames: boolean;
  oneDart: boolean;
}

/** One live match: the read-only scoring view and the match statistics, kept current live. */
export function LiveMatchBoard({
  id,
  follow,
  showStatus,
  notFollowing = null,
  queued = false,
  onFollowing,
  widescreen,
  fullNames,
  oneDart,
}: LiveMatchBoardProps) {
  const queryClient = useQueryClient();
  const options = saygQuery(id);
  const query = useQuery(options);
  const [liveError, setLiveError] = useState<string | null>(null);
  const following = useQueueTurn(follow, onFollowing);

  const status = useLiveSubscription({
    id,
    type: 'Sayg',
    enabled: follow,
    onUpdate: (data) => {
      const record = asSaygRecord(data, id);
      if (record) queryClient.setQueryData(options.queryKey, record);
      setLiveError(null);
      following();
    },
    onError: (message) => {
      setLiveError(message);
      following();
    },
  });

  // The scorer's colour style (preferences cookie), as on the scoring screen.
  const [style] = usePreference('sayg-style');
  const dark = style === 'sayg-black';
  const record = query.data;
  const settled = useMemo(() => (record ? settle(record) : null), [record]);

  let body;
  if (query.isPending) body = <Spinner label="Loading the match" />;
  else if (query.isError) body = <p role="alert">{query.error.message}</p>;
  else if (!record || !settled || legKeys(record.legs).length === 0) body = <p>Data not found</p>;
  else {
    const names: SideNames = { home: settled.yourName, away: settled.opponentName ?? null };
    const current = currentLeg(settled);
    const finished = isSaygFinished(settled);
    body = (
      <>
        {finished && (
          <MatchResult record={settled} names={names} winner={matchWinner(settled)} fullNames={fullNames} />
        )}
        {current &&
          (widescreen ? (
            <LastThrows leg={current.leg} names={names} legsWon={legsWon(settled)} fullNames={fullNames} />
          ) : (
            <LegView
              leg={current.leg}
              legKey={current.key}
              names={names}
              legsWon={legsWon(settled)}
              legsInHand={settled.legsInHand}
              fullNames={fullNames}
            />
          ))}
        <MatchStatistics record={settled} names={names} fullNames={fullNames} initialOneDart={oneDart} />
      </>
    );
  }

  const reason =
    notFollowing ?? (follow && status === 'reconnecting' ? 'Reconnecting… the scores may be behind' : null);
  const title = settled
    ? [settled.yourName, settled.opponentName]
        .filter(Boolean)
        .map((name) => displayName(name, fullNames))
        .join(' vs ')
    : 'Match';
  return (
    <article
      className={`sayg ${dark ? 'sayg-black' : 'sayg-white'} live-board mb-3${widescreen ? ' flex-fill' : ''}`}
      data-bs-theme={dark ? 'dark' : 'light'}
      aria-label={title}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0">{title}</h2>
        {showStatus && <LiveStatusBadge status={queued ? 'connecting' : status} />}
      </div>
      {reason && <NotFollowing reason={reason} updatedAt={query.dataUpdatedAt} />}
      {liveError && (
        <p className="text-danger small" role="alert">
          {liveError}
        </p>
      )}
      {body}
    </article>
  );
}
