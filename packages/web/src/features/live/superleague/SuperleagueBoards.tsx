import './superleague.css';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import { LiveBoards } from '../LiveBoards';
import { useLiveAllowed } from '../useLiveAllowed';
import { SuperleagueBoard } from './SuperleagueBoard';

/**
 * `/live/superleague?id=…&id=…`: one board per tournament, each following its tournament and its
 * matches' records live (when live scores are allowed; the boards subscribe one at a time), with
 * Refresh and full screen.
 */
export function SuperleagueBoards({ ids }: { ids: string[] }) {
  const queryClient = useQueryClient();
  const live = useLiveAllowed();
  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: queryKeys.tournaments.all });
    void queryClient.refetchQueries({ queryKey: queryKeys.sayg.all });
  };
  return (
    <LiveBoards
      ids={ids}
      label="Live superleague"
      boardsClassName="superleague-boards"
      following={live.allowed}
      onRefresh={refresh}
      controls={
        live.known && !live.allowed && <span className="text-body-secondary">Live updates are off</span>
      }
      board={(id, { follow, onFollowing }) => (
        <SuperleagueBoard id={id} follow={follow} onFollowing={onFollowing} />
      )}
    />
  );
}
