import { MIN_MATCH_BEST_OF } from './constants';
import { FINISH_PREVIOUS_ROUNDS, canEditRound, sidesForRound, type Designation } from './rounds';
import { sideOfPlayer } from './sideEdits';
import {
  alreadyInRound,
  BEST_OF_INVALID,
  noShowCannotPlay,
  SAVE_TOURNAMENT_FIRST,
  SELECT_SIDE_FIRST,
  SELECT_TEAM_OR_PLAYERS,
  selectedIn,
  SIDE_NAME_REQUIRED,
  SIDE_PLAYS_ITSELF,
  UNKNOWN_NEW_PLAYER_DIVISION,
} from './messages';
import type { Tournament, TournamentMatch, TournamentSide } from './types';

/* The tournament dialogs' checks (docs/domain.md, "A knockout tournament"); their texts are in messages.ts. */

export * from './messages';
export { sumOf } from './sum';

/** A best-of as typed: a finite whole number of at least `min`, else null. */
export function parseBestOf(text: string | number, min: number): number | null {
  const value = typeof text === 'number' ? text : Number(text.trim() === '' ? Number.NaN : text);
  return Number.isInteger(value) && value >= min ? value : null;
}

/** Why a side cannot be saved: no team or players, no name, a player in two sides. */
export function sideProblems(side: TournamentSide, sides: readonly TournamentSide[]): string[] {
  const problems: string[] = [];
  if (!side.teamId && side.players.length === 0) problems.push(SELECT_TEAM_OR_PLAYERS);
  if (side.name.trim() === '') problems.push(SIDE_NAME_REQUIRED);
  const seen = new Set<string>();
  for (const player of side.players) {
    const other = sideOfPlayer(sides, player.id, side.id);
    if (other) problems.push(`${player.name}: ${selectedIn(other)}`);
    if (seen.has(player.id)) problems.push(`${player.name} is chosen twice`);
    seen.add(player.id);
  }
  return problems;
}

/** Why the sides of a tournament cannot be saved: each side's problems, then shared players. */
export function sidesProblems(sides: readonly TournamentSide[]): string[] {
  return sides.flatMap((side) => sideProblems(side, sides));
}

export interface MatchEntry {
  roundIndex: number;
  matchIndex: number;
  designation: Designation;
  sideId: string | null;
  bestOf: string | number;
}

/** Why the edit-match dialog cannot save; empty when it can. */
export function matchEntryProblems(
  tournament: Pick<Tournament, 'sides' | 'round' | 'bestOf'>,
  entry: MatchEntry,
): string[] {
  if (!canEditRound(tournament.round, entry.roundIndex)) return [FINISH_PREVIOUS_ROUNDS];
  if (!entry.sideId) return [SELECT_SIDE_FIRST];
  const problems: string[] = [];
  if (parseBestOf(entry.bestOf, MIN_MATCH_BEST_OF) === null) problems.push(BEST_OF_INVALID);
  const side = tournament.sides.find((s) => s.id === entry.sideId);
  if (!side) return [...problems, SELECT_SIDE_FIRST];
  if (side.noShow) return [...problems, noShowCannotPlay(side)];
  let round = tournament.round;
  for (let i = 0; i < entry.roundIndex && round; i++) round = round.nextRound;
  const match = round?.matches[entry.matchIndex];
  const opposite = match?.[entry.designation === 'sideA' ? 'sideB' : 'sideA'];
  if (opposite?.id === side.id) return [...problems, SIDE_PLAYS_ITSELF];
  const elsewhere = (round?.matches ?? []).some(
    (m, i) => i !== entry.matchIndex && (m.sideA?.id === side.id || m.sideB?.id === side.id),
  );
  if (elsewhere || !sidesForRound(tournament, entry.roundIndex).some((s) => s.id === side.id)) {
    problems.push(alreadyInRound(side));
  }
  return problems;
}

/** Why scoring cannot start for a match: unsaved, or not both sides. */
export function scoringProblem(match: Pick<TournamentMatch, 'id' | 'sideA' | 'sideB'>): string | null {
  if (!match.id) return SAVE_TOURNAMENT_FIRST;
  if (!match.sideA || !match.sideB) return 'Match does not have both sides set';
  return null;
}

/** A new player's division: the one chosen, else the tournament's, else UNKNOWN_NEW_PLAYER_DIVISION. */
export function newPlayerDivision(
  chosen: string | null | undefined,
  tournamentDivisionId: string | null | undefined,
): { divisionId: string; error: null } | { divisionId: null; error: string } {
  const divisionId = chosen || tournamentDivisionId;
  return divisionId ? { divisionId, error: null } : { divisionId: null, error: UNKNOWN_NEW_PLAYER_DIVISION };
}
