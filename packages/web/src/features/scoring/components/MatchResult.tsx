import { legsWon } from '@darts/core/scoring/match';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { displayName, sideName, type SideNames } from './names';

export interface MatchResultProps {
  record: SaygState;
  names: SideNames;
  winner: SideKey | null;
  fullNames?: boolean;
}

/** The match result: the winner and the legs, a draw, or a single player's legs completed. */
export function MatchResult({ record, names, winner, fullNames }: MatchResultProps) {
  const won = legsWon(record);
  const name = (side: SideKey) => displayName(sideName(names, side), fullNames);
  let text: string;
  if (!record.opponentName?.trim()) {
    text = `${name('home')} completed ${won.home} leg${won.home === 1 ? '' : 's'}`;
  } else if (winner) {
    const loser: SideKey = winner === 'home' ? 'away' : 'home';
    text = `${name(winner)} won the match ${won[winner]} - ${won[loser]}`;
  } else {
    text = `The match was drawn ${won.home} - ${won.away}`;
  }
  return (
    <div role="status">
      <h2 className="h4 sayg-result my-3">{text}</h2>
    </div>
  );
}
