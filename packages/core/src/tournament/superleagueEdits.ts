import { sameTeamName } from '../league/teamNames';
import { pickableSides } from './rounds';
import type { Tournament, TournamentMatch, TournamentSide } from './types';

/*
 * An organiser's edits of a single round's master draw: apart from superleague.ts (the night's
 * figures), so visitors of the sheet load none of the rounds' rules (docs/decisions/012).
 */

/** The sides not yet playing in the single round (no-shows never): those a new match may take. */
export function freeSides(tournament: Pick<Tournament, 'sides' | 'round' | 'bestOf'>): TournamentSide[] {
  return pickableSides(tournament, 0, tournament.round?.matches.length ?? 0, 'sideA');
}

/** The tournament with one more match, host side against opponent side, at the tournament's best of. */
export function addSuperleagueMatch<T extends Pick<Tournament, 'round'>>(
  tournament: T,
  host: TournamentSide,
  opponent: TournamentSide,
  id: string,
): T {
  const round = tournament.round ?? { matches: [], matchOptions: [], nextRound: null };
  const options = [...round.matchOptions];
  for (let i = options.length; i < round.matches.length; i++) options.push(null);
  const match: TournamentMatch = {
    id,
    sideA: host,
    sideB: opponent,
    scoreA: null,
    scoreB: null,
    saygId: null,
  };
  return {
    ...tournament,
    round: { ...round, matches: [...round.matches, match], matchOptions: [...options, null] },
  };
}

/** The tournament without match `index` (and its options). */
export function removeSuperleagueMatch<T extends Pick<Tournament, 'round'>>(tournament: T, index: number): T {
  const round = tournament.round;
  if (!round?.matches[index]) return tournament;
  return {
    ...tournament,
    round: {
      ...round,
      matches: round.matches.filter((_, i) => i !== index),
      matchOptions: round.matchOptions.filter((_, i) => i !== index),
    },
  };
}

/** A league team as the master draw reads it: its name and its season's squad. */
export interface SquadTeam {
  id: string;
  name: string;
  playerIds: readonly string[];
}

/** The league team a side plays for: its team, else the team whose squad holds every one of its players. */
export function sideTeam(side: TournamentSide, teams: readonly SquadTeam[]): SquadTeam | undefined {
  if (side.teamId) return teams.find((t) => t.id === side.teamId);
  if (side.players.length === 0) return undefined;
  return teams.find((t) => side.players.every((p) => t.playerIds.includes(p.id)));
}

/**
 * The sides the master draw's host and opponent lists offer (docs/domain.md, "Master draw"): each
 * list the sides of the team it is named for, and the sides of no league team (the league cannot
 * tell). A host or opponent that is no league team of `teams` (a visiting side) is offered every
 * side but the other's team's.
 */
export function masterDrawChoices(
  free: readonly TournamentSide[],
  teams: readonly SquadTeam[],
  names: { host: string | null; opponent: string | null },
): { host: TournamentSide[]; opponent: TournamentSide[] } {
  const named = (name: string | null) => (name ? teams.find((t) => sameTeamName(t.name, name)) : undefined);
  const host = named(names.host);
  const opponent = named(names.opponent);
  const teamOf = new Map(free.map((side) => [side.id, sideTeam(side, teams)]));
  const offered = (mine: SquadTeam | undefined, theirs: SquadTeam | undefined) =>
    free.filter((side) => {
      const team = teamOf.get(side.id);
      if (!team) return true;
      return mine ? team.id === mine.id : team.id !== theirs?.id;
    });
  return { host: offered(host, opponent), opponent: offered(opponent, host) };
}
