import type { DataError } from '../contract/divisionData';
import type { FixturePlayer } from './types';

/*
 * The division data's data-quality messages, worded as existing league data and tools expect
 * (see dataErrors.test.ts).
 */

export const SEASON_OR_DIVISION_REQUIRED = 'SeasonId and/or DivisionId must be supplied';
export const SEASON_NOT_FOUND = 'Season not found';

/** A data error; ids not given are null. */
export function dataError(
  message: string,
  ids: {
    gameId?: string | null;
    tournamentId?: string | null;
    teamId?: string | null;
    playerId?: string | null;
  } = {},
): DataError {
  return {
    message,
    gameId: ids.gameId ?? null,
    tournamentId: ids.tournamentId ?? null,
    teamId: ids.teamId ?? null,
    playerId: ids.playerId ?? null,
  };
}

/**
 * `Singles match {i+1}` / `Pairs match` / `Triples match` / `Match`, then ` between {home} and {away}`.
 * The kind comes from the average player count per side, rounded down:
 * 2 home players against 1 away player is therefore a "Singles match".
 */
export function matchPrefix(
  index: number,
  homeCount: number,
  awayCount: number,
  home: string,
  away: string,
): string {
  const perSide = Math.floor((homeCount + awayCount) / 2);
  const kind =
    perSide === 1
      ? `Singles match ${index + 1}`
      : perSide === 2
        ? 'Pairs match'
        : perSide === 3
          ? 'Triples match'
          : 'Match';
  return `${kind} between ${home} and ${away}`;
}

const scoreText = (score: number | null) => (score === null ? '' : String(score));

export function drawMessage(prefix: string, homeScore: number, awayScore: number): string {
  return `${prefix} is a ${homeScore}-${awayScore} draw, scores won't count on players table`;
}

/** The missing score prints as nothing, e.g. `3-`. */
export function oneScoreMessage(prefix: string, homeScore: number | null, awayScore: number | null): string {
  return `${prefix} has only one score ${scoreText(homeScore)}-${scoreText(awayScore)}, both are required to ensure the team/players table are rendered correctly`;
}

export function mismatchMessage(
  prefix: string,
  homePlayers: FixturePlayer[],
  awayPlayers: FixturePlayer[],
): string {
  const names = (players: FixturePlayer[]) => players.map((p) => p.name).join(', ');
  return `${prefix} has mis-matching number of players: Home players (${homePlayers.length}): [${names(homePlayers)}] vs Away players (${awayPlayers.length}): [${names(awayPlayers)}]`;
}

export function crossDivisionTeamMessage(teamId: string): string {
  return `Potential cross-division team found: ${teamId}`;
}

export function divisionNotFoundMessage(divisionId: string): string {
  return `Requested division (${divisionId}) was not found`;
}

export function divisionDeletedMessage(name: string, divisionId: string, deleted: string): string {
  return `Requested division (${name} / ${divisionId}) has been deleted ${formatStamp(deleted)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `d MMM yyyy HH:mm:ss` in UTC; an unparseable stamp is returned as given. */
export function formatStamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}
