import type * as League from '@darts/core/league/types';
import type { Tournament } from '@darts/core/tournament/types';
import type {
  DivisionDoc,
  FixtureDoc,
  NoteDoc,
  SeasonDoc,
  TeamDoc,
  TeamPlayerDoc,
  TournamentDoc,
} from './docs';
import { auditOf, type Stored } from './documents';

/*
 * The stored aggregates as the pure league rules read them (packages/core/src/league/types.ts):
 * what the services compute with and the presenters answer from.
 */

/**
 * A player's concurrency token: its own `updated`, or (for players stored before players were
 * stamped) the team's creation time, which never changes.
 */
export function playerToken(player: TeamPlayerDoc, team: Stored<TeamDoc>): string {
  return player.updated ?? team.created;
}

export function leagueDivision(stored: Stored<DivisionDoc>): League.Division {
  return { id: stored.id, name: stored.doc.name, superleague: stored.doc.superleague, ...auditOf(stored) };
}

export function leagueSeason(stored: Stored<SeasonDoc>): League.Season {
  return {
    id: stored.id,
    name: stored.doc.name,
    startDate: stored.doc.startDate,
    endDate: stored.doc.endDate,
    divisionIds: [...stored.doc.divisionIds],
    ...auditOf(stored),
  };
}

export function leagueTeam(stored: Stored<TeamDoc>): League.Team {
  return {
    id: stored.id,
    name: stored.doc.name,
    address: stored.doc.address,
    seasons: stored.doc.seasons.map((ts) => ({
      ...ts,
      players: ts.players.map((p) => ({ ...p, updated: playerToken(p, stored) })),
    })),
    ...auditOf(stored),
  };
}

export function leagueGame(stored: Stored<FixtureDoc>): League.Fixture {
  const d = stored.doc;
  return {
    id: stored.id,
    seasonId: d.seasonId,
    divisionId: d.divisionId,
    date: d.date,
    address: d.address,
    postponed: d.postponed,
    isKnockout: d.isKnockout,
    accoladesCount: d.accoladesCount,
    home: d.home,
    away: d.away,
    matches: d.matches,
    matchOptions: d.matchOptions,
    oneEighties: d.oneEighties,
    over100Checkouts: d.over100Checkouts,
    ...auditOf(stored),
  };
}

export function leagueTournament(stored: Stored<TournamentDoc>): Tournament {
  const d = stored.doc;
  return {
    id: stored.id,
    seasonId: d.seasonId,
    divisionId: d.divisionId ?? null,
    date: d.date,
    address: d.address ?? '',
    type: d.type ?? null,
    notes: d.notes ?? null,
    singleRound: d.singleRound === true,
    ...(d.format
      ? { format: d.format, formatOptions: d.formatOptions ?? null, results: d.results ?? [] }
      : {}),
    host: d.host ?? null,
    opponent: d.opponent ?? null,
    accoladesCount: d.accoladesCount !== false,
    bestOf: d.bestOf ?? null,
    gender: d.gender ?? null,
    excludeFromReports: d.excludeFromReports === true,
    ...(d.boards?.length ? { boards: d.boards, calls: d.calls ?? [] } : {}),
    ...(d.boards?.length && d.boardsTaken?.length ? { boardsTaken: d.boardsTaken } : {}),
    sides: d.sides ?? [],
    round: d.round ?? null,
    oneEighties: d.oneEighties ?? [],
    over100Checkouts: d.over100Checkouts ?? [],
    ...auditOf(stored),
  };
}

export function leagueNote(stored: Stored<NoteDoc>): League.Note {
  return {
    id: stored.id,
    seasonId: stored.doc.seasonId,
    divisionId: stored.doc.divisionId,
    date: stored.doc.date,
    note: stored.doc.note,
    ...auditOf(stored),
  };
}
