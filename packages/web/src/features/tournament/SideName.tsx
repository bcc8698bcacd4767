import type { TournamentSide } from '@darts/core/tournament/index';
import { Link } from 'wouter';
import { divisionHref } from '#web/features/league/links';

/**
 * A side's name; for visitors a link: a team side to its team, a single
 * player to their page, when a division is known.
 */
export function SideName({
  side,
  link,
  divisionId,
  seasonId,
}: {
  side: TournamentSide;
  link: boolean;
  divisionId: string | null;
  seasonId: string;
}) {
  const player = side.players.length === 1 ? side.players[0]! : null;
  const division = player?.divisionId ?? divisionId;
  if (!link || !division || (!side.teamId && !player)) return <>{side.name}</>;
  const mode = side.teamId
    ? ({ kind: 'team', team: side.teamId } as const)
    : ({ kind: 'player', player: player!.id, team: null } as const);
  return <Link to={divisionHref(division, mode, seasonId)}>{side.name}</Link>;
}
