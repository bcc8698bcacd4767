import { byName, playersName } from './sides';
import type { Tournament, TournamentPlayer, TournamentRound, TournamentSide } from './types';

/* An editor's changes to a tournament's sides: how sides are named, added and removed. */

/**
 * The side after choosing or dropping players: its name follows the players while it is the
 * players' name (or blank), and a typed name is kept.
 */
export function withPlayers(side: TournamentSide, players: TournamentPlayer[]): TournamentSide {
  const followsPlayers = side.name.trim() === '' || side.name === playersName(side.players);
  return { ...side, players, name: followsPlayers ? playersName(players) : side.name };
}

/** The side after choosing a team: its name defaults to the team's; no team clears the id. */
export function withTeam(side: TournamentSide, team: { id: string; name: string } | null): TournamentSide {
  if (!team) return { ...side, teamId: null };
  return { ...side, teamId: team.id, name: side.name.trim() === '' ? team.name : side.name };
}

/** "Add as individuals" is offered only for a new side of 2 or more players. */
export function canAddAsIndividuals(side: Pick<TournamentSide, 'players'>, isNew: boolean): boolean {
  return isNew && side.players.length >= 2;
}

/** Team selection is offered only while no players are chosen; players only while no team is. */
export function sideChoices(side: Pick<TournamentSide, 'players' | 'teamId'>): {
  team: boolean;
  players: boolean;
} {
  return { team: side.players.length === 0, players: side.teamId === null };
}

/**
 * The sides after adding `side` (or, as individuals, one side per player named after them), with
 * names trimmed and new ids from `newId`. Sides are sorted by name on add; after a draw
 * the order is the draw's, so `keepOrder` appends instead.
 */
export function addSides(
  sides: readonly TournamentSide[],
  side: TournamentSide,
  options: { asIndividuals: boolean; keepOrder: boolean; newId: () => string },
): TournamentSide[] {
  const added: TournamentSide[] = options.asIndividuals
    ? side.players.map((player) => ({
        id: options.newId(),
        name: player.name.trim(),
        teamId: null,
        noShow: false,
        players: [player],
      }))
    : [{ ...side, id: options.newId(), name: side.name.trim() }];
  const all = [...sides, ...added];
  return options.keepOrder ? all : all.sort(byName);
}

/** Replaces a side (its name trimmed), also in every saved match that holds it. */
export function changeSide<T extends Pick<Tournament, 'sides' | 'round'>>(
  tournament: T,
  side: TournamentSide,
): T {
  const changed = { ...side, name: side.name.trim() };
  const swap = (s: TournamentSide | null) => (s && s.id === changed.id ? changed : s);
  const inRound = (round: TournamentRound | null): TournamentRound | null =>
    round && {
      ...round,
      matches: round.matches.map((m) => ({ ...m, sideA: swap(m.sideA), sideB: swap(m.sideB) })),
      nextRound: inRound(round.nextRound),
    };
  return {
    ...tournament,
    sides: tournament.sides.map((s) => (s.id === changed.id ? changed : s)),
    round: inRound(tournament.round),
  };
}

/** Removes a side from the list (the saved rounds keep what was played). */
export function removeSide<T extends Pick<Tournament, 'sides'>>(tournament: T, sideId: string): T {
  return { ...tournament, sides: tournament.sides.filter((s) => s.id !== sideId) };
}

/** The side (other than `sideId`) a player is already in, if any. */
export function sideOfPlayer(
  sides: readonly TournamentSide[],
  playerId: string,
  sideId: string | null,
): TournamentSide | null {
  return sides.find((s) => s.id !== sideId && s.players.some((p) => p.id === playerId)) ?? null;
}
