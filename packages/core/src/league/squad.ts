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

/**
 * A player shown by initials only (they asked: `initialsOnly` on the squad member): each word's
 * first letter ("Ann de Vries" is "A. D. V."); a name of no letters stays as it is.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? name : words.map((w) => `${[...w][0]!.toUpperCase()}.`).join(' ');
}
