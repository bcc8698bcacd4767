/*
 * A team's squad for a season: the players of its live registrations for that season, removed
 * players left out. One rule for the scorecard checks, the scorecard screen and the team pages.
 */

interface Registration<P> {
  seasonId: string;
  deleted?: string | null;
  players: readonly P[];
}

export function seasonSquad<P extends { deleted?: string | null }>(
  team: { seasons: readonly Registration<P>[] } | null | undefined,
  seasonId: string | null,
): P[] {
  return (team?.seasons ?? [])
    .filter((ts) => ts.seasonId === seasonId && !ts.deleted)
    .flatMap((ts) => ts.players.filter((p) => !p.deleted));
}

/** Names for adding several players at once: one name per line, blank lines ignored. */
export function playerNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
