import { formatDate } from '../league/dates';
import { visitBand } from '../scoring/statistics';

/* The analyse page's choices (docs/domain.md "Analysis"): the season, the tournaments and how scores show. */

export const seasonNotFound = (season: string) => `Could not find season with name: ${season}`;

/** The season named or identified by the route parameter (case-insensitive), or null. */
export function seasonByNameOrId<S extends { id: string; name: string }>(
  seasons: readonly S[],
  value: string,
): S | null {
  const wanted = value.trim().toLowerCase();
  return seasons.find((s) => s.id.toLowerCase() === wanted || s.name.trim().toLowerCase() === wanted) ?? null;
}

/** 'Analyse 1 tournament', 'Analyse 3 tournaments'. */
export function analyseButtonLabel(count: number): string {
  return `Analyse ${count} tournament${count === 1 ? '' : 's'}`;
}

export interface TournamentChoice {
  id: string;
  date: string;
  type: string | null;
  singleRound: boolean;
  host?: string | null;
  opponent: string | null;
}

/** How a tournament is listed: superleague or tournament, date, type, opponent. */
export function tournamentChoiceLabel(t: TournamentChoice): string {
  const parts = [t.singleRound ? 'Superleague' : 'Tournament', formatDate(t.date)];
  if (t.type) parts.push(t.type);
  if (t.opponent) parts.push(`v ${t.opponent}`);
  return parts.join(' · ');
}

/** The season's tournaments to choose from, newest first. */
export function tournamentChoices<T extends TournamentChoice & { seasonId: string }>(
  tournaments: readonly T[],
  seasonId: string,
): T[] {
  return tournaments.filter((t) => t.seasonId === seasonId).sort((a, b) => b.date.localeCompare(a.date));
}

/** The chosen ids with `id` added or removed. */
export function toggled(chosen: readonly string[], id: string, on: boolean): string[] {
  const rest = chosen.filter((c) => c !== id);
  return on ? [...rest, id] : rest;
}

/** How a score shows in the results: 100 or more red, 180 bold too. */
export function scoreEmphasis(score: number): { red: boolean; bold: boolean } {
  const band = visitBand(score);
  return { red: band !== null, bold: band === '180' };
}
