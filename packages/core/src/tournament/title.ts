/* A tournament's title with its date (docs/domain.md, "A knockout tournament"); its names are names.ts. */
import { formatDate } from '../league/dates';
import { nightName, tournamentName } from './names';

/**
 * The tournament sheet's heading and the page's title: 'host vs opponent - date' for a single
 * round, else the tournament's name and date; always beginning with a capital letter.
 */
export function tournamentTitle(t: {
  singleRound?: boolean | null;
  host?: string | null;
  opponent?: string | null;
  type?: string | null;
  address?: string | null;
  date: string;
}): string {
  const date = formatDate(t.date.slice(0, 10));
  if (t.singleRound) return `${nightName(t.host, t.opponent)} - ${date}`;
  return `${tournamentName(t)} - ${date}`;
}
