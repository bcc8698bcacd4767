import type { DivisionPlayer, DivisionRef, PlayerPerformance } from '../contract/divisionData';
import { teamSeasonOf } from './seasonScope';
import { compareText, descending, rankBy } from './sorting';
import { emptyPerformance, type PlayerTally } from './statistics';
import type { Team, TeamPlayer } from './types';

/* The player table. */

/**
 * Points desc, win % desc, pairs played desc, triples played desc, 180s desc, hi-check desc,
 * name asc (case-insensitive).
 */
export function comparePlayerRows(a: DivisionPlayer, b: DivisionPlayer): number {
  return (
    descending(a.points, b.points) ||
    descending(a.winPercentage, b.winPercentage) ||
    descending(a.pairs.matchesPlayed, b.pairs.matchesPlayed) ||
    descending(a.triples.matchesPlayed, b.triples.matchesPlayed) ||
    descending(a.oneEighties, b.oneEighties) ||
    descending(a.over100Checkouts, b.over100Checkouts) ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

/** Singles won / singles played x 100, rounded to 2 decimal places; 0 with no singles. */
export function winPercentage(singles: PlayerPerformance): number {
  if (singles.matchesPlayed === 0) return 0;
  return Math.round((singles.matchesWon / singles.matchesPlayed) * 100 * 100) / 100;
}

export interface PlayerTableInput {
  /** The division's teams; players are resolved through their registrations for the season. */
  teams: readonly Team[];
  seasonId: string;
  tallies: ReadonlyMap<string, PlayerTally>;
  divisionOf: (teamId: string) => DivisionRef | null;
  /** Also list every registered player of the division's teams, with zeros (ManagePlayers). */
  includeAllRegistered: boolean;
}

interface Registration {
  player: TeamPlayer;
  team: Team;
}

/** Player id -> the (first) live registration in one of the teams. */
export function registeredPlayers(teams: readonly Team[], seasonId: string): Map<string, Registration> {
  const lookup = new Map<string, Registration>();
  for (const team of teams) {
    for (const player of teamSeasonOf(team, seasonId)?.players ?? []) {
      if (!player.deleted && !lookup.has(player.id)) lookup.set(player.id, { player, team });
    }
  }
  return lookup;
}

function playerRow(
  reg: Registration,
  tally: PlayerTally | undefined,
  division: DivisionRef | null,
): DivisionPlayer {
  const singles = tally?.singles ?? emptyPerformance();
  return {
    id: reg.player.id,
    name: reg.player.name,
    team: reg.team.name,
    teamId: reg.team.id,
    captain: reg.player.captain,
    points: singles.winRate,
    winPercentage: winPercentage(singles),
    oneEighties: tally?.oneEighties ?? 0,
    over100Checkouts: tally?.over100Checkouts ?? 0,
    singles: { ...singles },
    pairs: { ...(tally?.pairs ?? emptyPerformance()) },
    triples: { ...(tally?.triples ?? emptyPerformance()) },
    fixtures: { ...(tally?.fixtures ?? {}) },
    rank: 0,
    division,
    updated: reg.player.updated ?? null,
  };
}

/**
 * The ranked player table: every player with a tally who is registered with one of the division's
 * teams (players of other divisions, e.g. knockout opponents, are dropped), plus, when
 * `includeAllRegistered`, every other registered player with zeros. `points` is the singles legs won.
 */
export function buildPlayerTable(input: PlayerTableInput): DivisionPlayer[] {
  const registered = registeredPlayers(input.teams, input.seasonId);
  const ids = input.includeAllRegistered
    ? [...new Set([...input.tallies.keys(), ...registered.keys()])]
    : [...input.tallies.keys()];
  const rows: DivisionPlayer[] = [];
  for (const id of ids) {
    const reg = registered.get(id);
    if (reg) rows.push(playerRow(reg, input.tallies.get(id), input.divisionOf(reg.team.id)));
  }
  return rankBy(rows, comparePlayerRows);
}

/**
 * Whether the Players tab shows a row: players without singles matches, 180s or hi-checks are
 * hidden unless the viewer can manage players.
 */
export function isPlayerVisible(row: DivisionPlayer, canManagePlayers: boolean): boolean {
  return canManagePlayers || row.singles.matchesPlayed > 0 || row.oneEighties > 0 || row.over100Checkouts > 0;
}

/** The rows the Players tab shows (ranks are kept as computed over the whole table). */
export function visiblePlayers(rows: readonly DivisionPlayer[], canManagePlayers: boolean): DivisionPlayer[] {
  return rows.filter((row) => isPlayerVisible(row, canManagePlayers));
}
