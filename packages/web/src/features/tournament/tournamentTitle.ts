import { formatDate } from '@darts/core/league/dates';
import type { TournamentDto } from '#web/api/tournament';

/** The sheet's heading and the page's title: 'host vs opponent - date' for a single round, else 'type at address - date'. */
export function tournamentTitle(
  t: Pick<TournamentDto, 'singleRound' | 'host' | 'opponent' | 'type' | 'address' | 'date'>,
) {
  const date = formatDate(t.date.slice(0, 10));
  if (t.singleRound) return `${t.host ?? ''} vs ${t.opponent ?? ''} - ${date}`;
  return `${t.type?.trim() || 'tournament'} at ${t.address} - ${date}`;
}
