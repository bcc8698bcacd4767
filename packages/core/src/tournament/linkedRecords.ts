import { roundList } from './layout';
import type { Tournament } from './types';

/**
 * The leg-by-leg records a tournament links, in no particular order: its rounds' matches' (a
 * knockout, a single round) and a planned format's results' (formats/planMatch.ts).
 */
export function linkedSaygIds(tournament: Pick<Tournament, 'round' | 'results'>): string[] {
  const ids = [
    ...roundList(tournament.round).flatMap((round) => round.matches.map((match) => match.saygId)),
    ...(tournament.results ?? []).map((result) => result.saygId),
  ];
  return [...new Set(ids.filter((id): id is string => !!id))];
}
