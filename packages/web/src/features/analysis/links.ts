/** The analyse page of a season (its name or id), with the tournaments chosen (`t`, repeated). */
export function analyseHref(season: string, tournamentIds: readonly string[] = []): string {
  const query = new URLSearchParams();
  for (const id of tournamentIds) query.append('t', id);
  const search = query.size > 0 ? `?${query}` : '';
  return `/analyse/${encodeURIComponent(season)}${search}`;
}
