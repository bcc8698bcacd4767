import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sideStart } from '@darts/core/scoring/leg';
import { legsWon, matchWinner } from '@darts/core/scoring/match';
import { currentLeg, settle } from '@darts/core/scoring/progress';
import { formatAverage, matchStatistics } from '@darts/core/scoring/statistics';
import { describeCheckout } from '@darts/core/scoring/suggestion';
import type { SideKey } from '@darts/core/scoring/types';
import { throwOutcomes } from '@darts/core/scoring/visit';
import { saygQuery } from '#web/features/scoring/queries';
import { asSaygRecord } from '#web/features/live/FollowSayg';
import { useLiveAllowed } from '#web/features/live/useLiveAllowed';
import { useLiveSubscription } from '#web/features/live/useLiveSubscription';

/**
 * A match as a stream shows it: each player's legs, remaining score, 3-dart average and last visit,
 * the checkout route for the player to throw when on a finish, and a lower third naming the match.
 * Live updates replace the record as they come; a dropped connection reconnects by itself, showing
 * the last visit it had meanwhile.
 */
export function MatchOverlay({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const options = saygQuery(id);
  const query = useQuery(options);
  const { allowed } = useLiveAllowed();
  const status = useLiveSubscription({
    id,
    type: 'Sayg',
    enabled: allowed,
    onUpdate: (data) => {
      const record = asSaygRecord(data, id);
      if (record) queryClient.setQueryData(options.queryKey, record);
    },
  });
  const settled = useMemo(() => (query.data ? settle(query.data) : null), [query.data]);
  if (!settled) return query.isError ? <p className="overlay-problem">{query.error.message}</p> : null;

  const leg = currentLeg(settled)?.leg ?? null;
  const won = legsWon(settled);
  const winner = matchWinner(settled);
  const sides: SideKey[] = settled.opponentName ? ['home', 'away'] : ['home'];
  const name = (side: SideKey) => (side === 'home' ? settled.yourName : (settled.opponentName ?? ''));
  const row = (side: SideKey) => {
    const throws = (side === 'home' ? leg?.home : leg?.away)?.throws ?? [];
    const outcomes = leg ? throwOutcomes(sideStart(leg, side), throws) : [];
    const remaining = leg ? (outcomes.at(-1)?.remaining ?? sideStart(leg, side)) : 0;
    const last = outcomes.at(-1);
    const throwing = !winner && leg?.currentThrow === side;
    const route = throwing ? describeCheckout(remaining) : null;
    return (
      <div key={side} className={throwing ? 'overlay-row overlay-throwing' : 'overlay-row'} data-side={side}>
        <span className="overlay-name">{name(side)}</span>
        <span className="overlay-legs" aria-label={`${name(side)} legs`}>
          {won[side]}
        </span>
        <span className="overlay-remaining" aria-label={`${name(side)} remaining`}>
          {remaining}
        </span>
        <span className="overlay-average" aria-label={`${name(side)} average`}>
          {formatAverage(matchStatistics(settled, side).average3)}
        </span>
        <span className="overlay-last" aria-label={`${name(side)} last visit`}>
          {last ? (last.bust ? 'Bust' : last.score) : ''}
        </span>
        {route && (
          <span className="overlay-route" aria-label={`${name(side)} checkout`}>
            {route}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="overlay-frame" data-live={status}>
      <div className="overlay-board" aria-label="Scoreboard">
        <div className="overlay-row overlay-head" aria-hidden="true">
          <span className="overlay-name" />
          <span className="overlay-legs">Legs</span>
          <span className="overlay-remaining" />
          <span className="overlay-average">Avg</span>
          <span className="overlay-last">Last</span>
        </div>
        {sides.map(row)}
      </div>
      <div className="overlay-lower-third" aria-label="Match">
        <strong>{sides.map(name).join(' v ')}</strong>
        <span>
          {winner
            ? `${name(winner)} wins ${won[winner]}-${won[winner === 'home' ? 'away' : 'home']}`
            : `Best of ${settled.numberOfLegs} legs`}
        </span>
      </div>
    </div>
  );
}
