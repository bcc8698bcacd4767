/**
 * One team name per season (docs/domain.md "A team's name"): names are the same when they match
 * ignoring case and spaces at either end, and with each run of spaces inside read as one space.
 */
export function teamNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function sameTeamName(a: string, b: string): boolean {
  return teamNameKey(a) === teamNameKey(b);
}

interface RegisteredTeam {
  id: string;
  name: string;
  seasons: readonly { seasonId: string; deleted?: string | null }[];
}

/**
 * The other team already in the season (a registration not removed) under the same name, if any:
 * a save of `name` for the season by team `exceptId` (null for a new team) is refused when found.
 */
export function teamNameTaken<T extends RegisteredTeam>(
  teams: readonly T[],
  seasonId: string,
  name: string,
  exceptId: string | null,
): T | undefined {
  return teams.find(
    (team) =>
      team.id !== exceptId &&
      sameTeamName(team.name, name) &&
      team.seasons.some((ts) => ts.seasonId === seasonId && !ts.deleted),
  );
}

/** The refusal's words, for the server and the web alike. */
export function teamNameTakenMessage(existing: string, season: string): string {
  return `A team called ${existing} is already in the ${season} season: choose another name`;
}
