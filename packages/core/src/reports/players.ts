import type { Division, Fixture } from '../league/types';
import type { Tournament } from '../tournament/types';
import type { ReportCell } from './types';

/*
 * Who a player is in the reports: the team and division of the first league fixture they played
 * in (fixtures in date order). Tournament-only players have no team.
 */

export interface PlayerInfo {
  id: string;
  name: string;
  teamId: string | null;
  teamName: string | null;
  divisionId: string | null;
}

export type PlayerIndex = Map<string, PlayerInfo>;

export function playerIndex(games: readonly Fixture[], tournaments: readonly Tournament[]): PlayerIndex {
  const index: PlayerIndex = new Map();
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date));
  for (const game of sorted) {
    if (game.isKnockout) continue;
    for (const match of game.matches) {
      for (const [players, team] of [
        [match.homePlayers, game.home],
        [match.awayPlayers, game.away],
      ] as const) {
        for (const p of players) {
          if (!index.has(p.id)) {
            index.set(p.id, {
              id: p.id,
              name: p.name,
              teamId: team.id,
              teamName: team.name,
              divisionId: game.divisionId,
            });
          }
        }
      }
    }
  }
  for (const t of tournaments) {
    for (const side of t.sides) {
      for (const p of side.players) {
        if (!index.has(p.id))
          index.set(p.id, { id: p.id, name: p.name, teamId: null, teamName: null, divisionId: p.divisionId });
      }
    }
  }
  return index;
}

/** Fixtures a division's reports count: its own and every knockout. */
export const gameInDivision = (game: Fixture, divisionId: string) =>
  game.divisionId === divisionId || game.isKnockout;
/** Tournaments a division's reports count: its own and those of no division. */
export const tournamentInDivision = (t: Tournament, divisionId: string) =>
  t.divisionId === null || t.divisionId === divisionId;

export function teamCell(info: PlayerInfo | undefined): ReportCell {
  if (!info?.teamId) return { text: '' };
  return { text: info.teamName ?? '', teamId: info.teamId, teamName: info.teamName ?? '' };
}

export function playerCell(info: PlayerInfo, divisions: readonly Division[]): ReportCell {
  const division = divisions.find((d) => d.id === info.divisionId);
  return {
    text: info.name,
    playerId: info.id,
    playerName: info.name,
    ...(info.teamId ? { teamId: info.teamId, teamName: info.teamName ?? '' } : {}),
    ...(division ? { divisionId: division.id, divisionName: division.name } : {}),
  };
}

/** Player ids with their value, highest first (ties keep first-seen order), cut to `top`. */
export function ranked(values: Map<string, number>, top: number): [string, number][] {
  return [...values.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}
