import { LIST_MODES, parseMode, type LeagueMode, type ListMode } from './mode';

export interface RouteRequest {
  /** Division values from the path or the repeated `?division=` (ids or names). */
  divisions: string[];
  season: string | null;
  mode: LeagueMode;
  /** /teams, /fixtures or /players: a view over the `?division=` divisions. */
  list: ListMode | null;
}

/**
 * What a league address asks for: `/division/{division}[/{mode}[/{season}]]`, or
 * `/{teams|fixtures|players}[/{season}]?division=A&division=B`.
 */
export function routeRequest(
  pathname: string,
  params: Readonly<Partial<Record<'division' | 'mode' | 'season', string>>>,
  /** Every `?division=` value. */
  divisionValues: readonly string[],
): RouteRequest {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  const list = LIST_MODES.find((m) => m === first) ?? null;
  const season = params.season?.trim() ? params.season.trim() : null;
  if (list) {
    const divisions = divisionValues.map((d) => d.trim()).filter((d) => d !== '');
    return { divisions, season, mode: { kind: list }, list };
  }
  return {
    divisions: params.division ? [params.division] : [],
    season,
    mode: parseMode(params.mode),
    list: null,
  };
}
