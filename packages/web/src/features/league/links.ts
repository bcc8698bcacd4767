import { modeSegment, type LeagueMode, type ListMode } from './route/mode';

/* Addresses of the league's pages; names are used where known. */

const enc = encodeURIComponent;

export function divisionHref(division: string, mode: LeagueMode = { kind: 'teams' }, season?: string | null) {
  return `/division/${enc(division)}/${modeSegment(mode)}${season ? `/${enc(season)}` : ''}`;
}

/** `/division/{division}/team:{teamName}/{season}`. */
export function teamHref(division: string, team: string, season: string | null) {
  return divisionHref(division, { kind: 'team', team }, season);
}

/** `/division/{division}/player:{playerName}@{teamName}/{season}`. */
export function playerHref(division: string, player: string, team: string, season: string | null) {
  return divisionHref(division, { kind: 'player', player, team }, season);
}

/** `/teams/{season}/?division={division}` and the same for fixtures and players. */
export function listHref(mode: ListMode, season: string | null, divisions: readonly string[]) {
  const query = divisions.map((d) => `division=${enc(d)}`).join('&');
  return `/${mode}${season ? `/${enc(season)}/` : ''}${query ? `?${query}` : ''}`;
}

export const scoreHref = (fixtureId: string) => `/score/${enc(fixtureId)}`;
export const tournamentHref = (tournamentId: string) => `/tournament/${enc(tournamentId)}`;
