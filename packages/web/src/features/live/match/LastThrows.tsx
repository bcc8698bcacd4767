import { sideStart } from '@darts/core/scoring/leg';
import { throwOutcomes } from '@darts/core/scoring/visit';
import type { Leg, SideKey } from '@darts/core/scoring/types';
import { displayName, sideName, type SideNames } from '#web/features/scoring/display';

/** How many visits per player the widescreen view shows. */
export const WIDESCREEN_THROWS = 5;

export interface LastThrowsProps {
  leg: Leg;
  names: SideNames;
  legsWon: { home: number; away: number };
  fullNames?: boolean;
}

/**
 * The widescreen (tv) live view: each player's name, remaining score and
 * last 5 visits, side by side.
 */
export function LastThrows({ leg, names, legsWon, fullNames }: LastThrowsProps) {
  const sides: SideKey[] = leg.away ? ['home', 'away'] : ['home'];
  return (
    <div className="d-flex gap-4 mb-3 live-widescreen">
      {sides.map((side) => {
        const name = displayName(sideName(names, side), fullNames);
        const player = side === 'home' ? leg.home : leg.away;
        const outcomes = throwOutcomes(sideStart(leg, side), player?.throws ?? []);
        const remaining = outcomes.at(-1)?.remaining ?? sideStart(leg, side);
        const current = leg.currentThrow === side;
        return (
          <section
            key={side}
            className={`sayg-player flex-fill${current ? ' sayg-current' : ''}`}
            aria-current={current ? 'true' : undefined}
            aria-label={name}
          >
            <div className="sayg-name text-truncate">
              {name} <span className="badge text-bg-secondary">{legsWon[side]}</span>
            </div>
            <output className="sayg-remaining" aria-label={`${name} remaining`}>
              {remaining}
            </output>
            <ol className="list-unstyled mb-0" aria-label={`${name} last throws`}>
              {outcomes.slice(-WIDESCREEN_THROWS).map((outcome, index) => (
                <li key={outcomes.length - WIDESCREEN_THROWS + index}>
                  {outcome.bust ? `${outcome.score} (bust)` : outcome.score} → {outcome.remaining}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
