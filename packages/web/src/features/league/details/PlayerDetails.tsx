import { lazyComponent } from '#web/components/lazyComponent';
import { useLeagueView } from '../context';
import { findPlayer } from './find';
import { PlayerNotFound } from './PlayerNotFound';
import { PlayerSummary } from './PlayerSummary';

const SquadMember = lazyComponent(async () => (await import('./SquadMember')).SquadMember);

/**
 * The player page (`player:` mode): a player of the player table, or else (a squad member without
 * results) one of the named team's squad, looked for in a lazy part.
 */
export function PlayerDetails({ player: wanted, team }: { player: string; team: string | null }) {
  const view = useLeagueView();
  const player = findPlayer(view.data, { player: wanted, team });
  if (player) return <PlayerSummary player={player} />;
  if (team) return <SquadMember wanted={wanted} team={team} />;
  return <PlayerNotFound wanted={wanted} team={team} />;
}
