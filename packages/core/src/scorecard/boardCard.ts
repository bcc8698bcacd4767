/*
 * A board's scorer device on a fixture night (docs/decisions/055): it saves the card only to record
 * the result of the match called to its board (or of a match whose record it started): that match's
 * legs won and its record's link, and 180s and hi-checks of its players. Pure: whether a save of the
 * card changes nothing else.
 */

interface Player {
  id: string;
  name: string;
}

/** A card as stored, or as a save asks for it (the request's absent `saygId` keeps the stored link). */
export interface BoardCardShape {
  matches: readonly {
    homePlayers: readonly Player[];
    awayPlayers: readonly Player[];
    homeScore: number | null;
    awayScore: number | null;
    saygId?: string | null | undefined;
    sayg?: unknown;
  }[];
  oneEighties: readonly Player[];
  over100Checkouts: readonly (Player & { score: number | null })[];
}

/** A fixture match's key in a board's call: its fixture and place ("{fixtureId}/{index}"). */
export const fixtureMatchKey = (fixtureId: string, index: number) => `${fixtureId.toLowerCase()}/${index}`;

const samePlayers = (a: readonly Player[], b: readonly Player[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id && p.name === b[i]?.name);

/** The entries in one list and not the other, each counted as often as it appears. */
function changedEntries<T>(before: readonly T[], after: readonly T[], key: (t: T) => string): T[] {
  const left = new Map<string, T[]>();
  for (const t of before) left.set(key(t), [...(left.get(key(t)) ?? []), t]);
  const changed: T[] = [];
  for (const t of after) {
    const same = left.get(key(t));
    if (same?.length) same.pop();
    else changed.push(t);
  }
  return [...changed, ...[...left.values()].flat()];
}

/**
 * True when the save `next` changes nothing of the card `stored` but the matches at `indexes`:
 * their scores and record (never their players), and 180s and hi-checks of their players. (The men
 * of the match are the server's to keep as stored: a device is not shown them.)
 */
export function cardChangeWithinMatches(
  stored: BoardCardShape,
  next: BoardCardShape,
  indexes: readonly number[],
): boolean {
  if (next.matches.length !== stored.matches.length) return false;
  const allowed = new Set(indexes);
  const matchesKept = stored.matches.every((s, i) => {
    const n = next.matches[i]!;
    if (!samePlayers(s.homePlayers, n.homePlayers) || !samePlayers(s.awayPlayers, n.awayPlayers))
      return false;
    if (allowed.has(i)) return true;
    const link = n.saygId === undefined ? s.saygId : n.saygId;
    return n.homeScore === s.homeScore && n.awayScore === s.awayScore && link === s.saygId && !n.sayg;
  });
  if (!matchesKept) return false;
  const theirs = new Set(
    [...allowed]
      .flatMap((i) => [...(stored.matches[i]?.homePlayers ?? []), ...(stored.matches[i]?.awayPlayers ?? [])])
      .map((p) => p.id),
  );
  const accolades = [
    ...changedEntries(stored.oneEighties, next.oneEighties, (p) => `${p.id}|${p.name}`),
    ...changedEntries(stored.over100Checkouts, next.over100Checkouts, (p) => `${p.id}|${p.name}|${p.score}`),
  ];
  return accolades.every((p) => theirs.has(p.id));
}
