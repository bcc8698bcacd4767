import { useQueries, useQuery } from '@tanstack/react-query';
import {
  superleagueLiveState,
  type SuperleagueSayg,
  type SuperleagueSideState,
} from '@darts/core/live/superleague';
import type { SideKey } from '@darts/core/scoring/types';
import { superleagueSaygIds } from '@darts/core/tournament/superleagueIds';
import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import { saygQuery } from '#web/features/scoring/queries';
import { tournamentQuery } from '#web/api/tournament';
import { nightName } from '@darts/core/tournament/names';
import { useQueueTurn } from '../subscriptionQueue';

// Following live (the socket's client with them) starts a moment after the boards show
// (docs/decisions/012).
const FollowTournament = lazyComponent(async () => (await import('../FollowTournament')).FollowTournament);
const FollowSayg = lazyComponent(async () => (await import('../FollowSayg')).FollowSayg);

function SidePanel({ side, throwing }: { side: SuperleagueSideState; throwing: boolean }) {
  return (
    <div className={`superleague-side${throwing ? ' superleague-throwing' : ''}`}>
      <div className="superleague-name">
        {side.name}
        {throwing && <span className="visually-hidden"> to throw</span>}
      </div>
      <div className="superleague-remaining" aria-label={`${side.name} needs ${side.remaining}`}>
        {side.remaining}
      </div>
      <div className="superleague-legs">Legs {side.legsWon}</div>
    </div>
  );
}

/**
 * One superleague tournament on the live board: its current match (the first with legs not yet
 * won), each side's remaining score and legs, the side to throw flashing. Rules: core live/superleague.
 */
export function SuperleagueBoard({
  id,
  follow,
  onFollowing,
}: {
  id: string;
  follow: boolean;
  /** The board has its tournament's first live data (or waited long enough): the next may subscribe. */
  onFollowing: () => void;
}) {
  const following = useQueueTurn(follow, onFollowing);
  const tournament = useQuery(tournamentQuery(id));
  const saygIds = tournament.data ? superleagueSaygIds(tournament.data) : [];
  const records = useQueries({ queries: saygIds.map((saygId) => saygQuery(saygId)) });
  const sayg = new Map<string, SuperleagueSayg>();
  records.forEach((r, i) => {
    if (r.data) sayg.set(saygIds[i]!, r.data);
  });

  if (tournament.isPending) return <Spinner label="Loading tournament" />;
  if (!tournament.data) {
    return (
      <p className="text-danger">{tournament.error ? tournament.error.message : 'Tournament not found'}</p>
    );
  }
  const t = tournament.data;
  const state = superleagueLiveState(t, sayg);
  const title = t.host || t.opponent ? nightName(t.host, t.opponent) : (t.type ?? 'Superleague');
  const throwing = (side: SideKey) => state?.toThrow === side;
  return (
    <section className="superleague-board" aria-label={title}>
      <FollowTournament id={id} enabled={follow} onUpdate={following} />
      {saygIds.map((saygId) => (
        <FollowSayg key={saygId} id={saygId} enabled={follow} />
      ))}
      <h2 className="superleague-title">
        {title}
        {t.type ? <small className="text-body-secondary"> {t.type}</small> : null}
      </h2>
      {state ? (
        <>
          <p className="superleague-match mb-1">
            Match {state.matchNumber}, leg {state.legNumber}
          </p>
          <div className="superleague-sides">
            <SidePanel side={state.home} throwing={throwing('home')} />
            <SidePanel side={state.away} throwing={throwing('away')} />
          </div>
        </>
      ) : (
        <p className="superleague-match">No match in play</p>
      )}
    </section>
  );
}
