import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { legsWon } from '@darts/core/scoring/match';
import { currentLeg, settle } from '@darts/core/scoring/progress';
import { saygQuery } from '#web/features/scoring/queries';
import { FollowSayg } from './FollowSayg';
import { LastThrows } from './match/LastThrows';
import { useQueueTurn } from './subscriptionQueue';

/**
 * A match on the TV (`/tv`): the widescreen view of its current leg (LastThrows: each player's
 * remaining score and last visits), following every throw (FollowSayg) once its turn in the
 * subscription queue comes.
 */
export function TvMatchBoard({
  id,
  follow,
  onFollowing,
}: {
  id: string;
  follow: boolean;
  onFollowing: () => void;
}) {
  const following = useQueueTurn(follow, onFollowing);
  const record = useQuery(saygQuery(id)).data;
  const settled = useMemo(() => (record ? settle(record) : null), [record]);
  const current = settled ? currentLeg(settled) : null;
  // The match by its players' full names; each side shows its first name (LastThrows).
  const title = settled ? [settled.yourName, settled.opponentName].filter(Boolean).join(' vs ') : 'Match';
  return (
    <article className="tv-board" aria-label={title}>
      <FollowSayg id={id} enabled={follow} onUpdate={following} />
      <h2 className="tv-board-title">{title}</h2>
      {settled && current ? (
        <LastThrows
          leg={current.leg}
          names={{ home: settled.yourName, away: settled.opponentName ?? null }}
          legsWon={legsWon(settled)}
        />
      ) : null}
    </article>
  );
}
