import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import { useLeagueView } from '../context';
import { findPlayer } from './find';
import { PlayerNotFound } from './PlayerNotFound';
import { PlayerSummary } from './PlayerSummary';

// While its code comes, the page says it is loading the player, as it does while the squad loads.
const SquadMember = lazyComponent(
  async () => (await import('./SquadMember')).SquadMember,
  () => <Spinner label="Loading the player" />,
);

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
