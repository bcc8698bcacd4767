import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#web/components/Spinner';
import { useLeagueView } from '../context';
import { teamQuery } from '../queries';
import { findTeam } from './find';
import { PlayerNotFound } from './PlayerNotFound';
import { PlayerSummary } from './PlayerSummary';
import { squadOf, squadRow } from './squad';

/**
 * The page of a player without results (so not in the player table), found in the named team's
 * squad: a lazy part, so the page of a player with results loads neither the team's query nor the
 * squad helpers.
 */
export function SquadMember({ wanted, team }: { wanted: string; team: string }) {
  const view = useLeagueView();
  const squadTeam = findTeam(view.data, team);
  const stored = useQuery({ ...teamQuery(squadTeam?.id ?? ''), enabled: squadTeam !== undefined });
  const member = squadOf(stored.data, view.season?.id ?? null).find(
    (p) => p.id === wanted.toLowerCase() || p.name.trim().toLowerCase() === wanted.trim().toLowerCase(),
  );
  if (member && squadTeam) return <PlayerSummary player={squadRow(member, squadTeam)} />;
  if (squadTeam && stored.isPending) return <Spinner label="Loading the player" />;
  return <PlayerNotFound wanted={wanted} team={team} />;
}
