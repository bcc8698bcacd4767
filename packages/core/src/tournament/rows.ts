import type {
  DivisionTournamentFixture,
  TournamentMatch as TournamentMatchDto,
  TournamentSide as TournamentSideDto,
} from '../contract/divisionData';
import { dateOf } from '../league/dates';
import { sameText } from '../league/sorting';
import type { Team } from '../league/types';
import type { Tournament, TournamentMatch, TournamentSide } from './types';
import { tournamentWinner } from './formats/registry';

/* Tournament rows of the fixtures tab. */

/** The explicit type, else "Singles" / "Pairs" from the first side's player count, else "Tournament". */
export function tournamentType(tournament: Pick<Tournament, 'type' | 'sides'>): string {
  if (tournament.type && tournament.type.trim() !== '') return tournament.type;
  const count = tournament.sides[0]?.players.length;
  return count === 1 ? 'Singles' : count === 2 ? 'Pairs' : 'Tournament';
}

export function sideDto(side: TournamentSide): TournamentSideDto {
  return {
    id: side.id,
    name: side.name,
    teamId: side.teamId,
    noShow: side.noShow,
    ...(side.seeded ? { seeded: true } : {}),
    ...(side.handicap ? { handicap: side.handicap } : {}),
    players: side.players.map((p) => ({ id: p.id, name: p.name, divisionId: p.divisionId })),
  };
}

export function matchDto(match: TournamentMatch): TournamentMatchDto {
  return {
    id: match.id,
    sideA: match.sideA ? sideDto(match.sideA) : null,
    sideB: match.sideB ? sideDto(match.sideB) : null,
    scoreA: match.scoreA,
    scoreB: match.scoreB,
    saygId: match.saygId,
  };
}

/** Ids of every player of the sides and of the first round's matches, each once. */
export function tournamentPlayerIds(tournament: Tournament): string[] {
  const sides = [
    ...tournament.sides,
    ...(tournament.round?.matches ?? []).flatMap((m) => [m.sideA, m.sideB]),
  ].filter((s): s is TournamentSide => s !== null);
  return [...new Set(sides.flatMap((s) => s.players.map((p) => p.id)))];
}

/** The row of a tournament. */
export function tournamentRow(tournament: Tournament): DivisionTournamentFixture {
  const winner = tournamentWinner(tournament);
  return {
    id: tournament.id,
    date: dateOf(tournament.date),
    address: tournament.address,
    type: tournamentType(tournament),
    notes: tournament.notes,
    seasonId: tournament.seasonId,
    divisionId: tournament.divisionId,
    host: tournament.host,
    opponent: tournament.singleRound ? tournament.opponent : null,
    proposed: false,
    singleRound: tournament.singleRound,
    players: tournamentPlayerIds(tournament),
    sides: tournament.sides.map(sideDto),
    winningSide: winner ? sideDto(winner) : null,
    firstRoundMatches: (tournament.round?.matches ?? []).map(matchDto),
    updated: tournament.updated ?? null,
  };
}

/** A venue a manager could hold a tournament at. */
export function proposedVenueRow(address: string, date: string): DivisionTournamentFixture {
  return {
    id: null,
    date: dateOf(date),
    address,
    type: null,
    notes: null,
    seasonId: null,
    divisionId: null,
    host: null,
    opponent: null,
    proposed: true,
    singleRound: false,
    players: [],
    sides: [],
    winningSide: null,
    firstRoundMatches: [],
    updated: null,
  };
}

/**
 * One proposed row per distinct team address (case-insensitive) not already used on the date;
 * a team whose name is an address in use is left out too.
 */
export function proposedVenueRows(
  teams: readonly Team[],
  addressesInUse: readonly string[],
  date: string,
): DivisionTournamentFixture[] {
  const inUse = (text: string) => addressesInUse.some((a) => sameText(a, text));
  const addresses: string[] = [];
  for (const team of teams) {
    if (inUse(team.name) || inUse(team.address)) continue;
    if (!addresses.some((a) => sameText(a, team.address))) addresses.push(team.address);
  }
  return addresses.map((address) => proposedVenueRow(address, date));
}
