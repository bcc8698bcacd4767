import { sideStart } from '@darts/core/scoring/leg';
import { throwOutcomes, type ThrowOutcome } from '@darts/core/scoring/visit';
import type { Leg, LegsInHand, SideKey } from '@darts/core/scoring/types';
import { lazyComponent } from '#web/components/lazyComponent';
import { displayName, sideName, type SideNames } from './names';
import { ThrowScore } from './ThrowScore';

// Checkout routes are a setting, off by default: their tables are fetched only when it is on.
const CheckoutSuggestion = lazyComponent(
  async () => (await import('./CheckoutSuggestion')).CheckoutSuggestion,
);
// Few matches are handicapped: what they are given is said by code fetched only for them.
const HandicapNote = lazyComponent(async () => (await import('./HandicapNote')).HandicapNote);

export interface LegViewProps {
  leg: Leg;
  legKey: string;
  names: SideNames;
  /** Legs won so far (with any legs in hand). */
  legsWon: { home: number; away: number };
  /** A handicapped match's legs in hand, said beside the score. */
  legsInHand?: LegsInHand | null;
  fullNames?: boolean;
  /** Show a checkout route for the player to throw (a setting, off by default). */
  suggestCheckouts?: boolean;
  /** Makes each recorded score a button that edits it. */
  onEditThrow?: (side: SideKey, index: number) => void;
}

function PlayerPanel({
  name,
  remaining,
  current,
  suggest,
}: {
  name: string;
  remaining: number;
  current: boolean;
  /** Show a checkout route for the remaining score. */
  suggest: boolean;
}) {
  return (
    <div
      className={`sayg-player${current ? ' sayg-current' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <div className="sayg-name text-truncate">{name}</div>
      <output className="sayg-remaining" aria-label={`${name} remaining`}>
        {remaining}
      </output>
      {suggest && <CheckoutSuggestion remaining={remaining} />}
    </div>
  );
}

/**
 * The live scoring view: the match score (home - away), or Leg N
 * for a single player; each player's name and remaining score; previous visits in rows with the
 * remaining after each, rows labelled by darts thrown (3, 6, 9 ...).
 */
export function LegView({
  leg,
  legKey,
  names,
  legsWon,
  legsInHand,
  fullNames,
  suggestCheckouts,
  onEditThrow,
}: LegViewProps) {
  const single = !leg.away;
  const sides: SideKey[] = single ? ['home'] : ['home', 'away'];
  const outcomes: Record<SideKey, ThrowOutcome[]> = {
    home: throwOutcomes(sideStart(leg, 'home'), leg.home.throws),
    away: leg.away ? throwOutcomes(sideStart(leg, 'away'), leg.away.throws) : [],
  };
  const remaining = (side: SideKey) => outcomes[side].at(-1)?.remaining ?? sideStart(leg, side);
  const shown = (side: SideKey) => displayName(sideName(names, side), fullNames);
  const rows = Math.max(outcomes.home.length, outcomes.away.length);

  const panel = (side: SideKey) => {
    const current = leg.currentThrow === side;
    return (
      <PlayerPanel
        name={shown(side)}
        remaining={remaining(side)}
        current={current}
        suggest={current && suggestCheckouts === true}
      />
    );
  };

  const cells = (side: SideKey, index: number) => {
    const outcome = outcomes[side][index];
    if (!outcome) return [<td key={`${side}s`} />, <td key={`${side}r`} />];
    const edit = onEditThrow ? () => onEditThrow(side, index) : undefined;
    const label = `${outcome.score}, edit throw ${index + 1} for ${sideName(names, side)}`;
    return [
      <td key={`${side}s`} className="sayg-score-cell">
        <ThrowScore outcome={outcome} onEdit={edit} editLabel={label} />
      </td>,
      <td key={`${side}r`} className="sayg-after text-secondary">
        {outcome.remaining}
      </td>,
    ];
  };
  const darts = (index: number) => (
    <th scope="row" key="d" className="sayg-darts small text-secondary">
      {(index + 1) * 3}
    </th>
  );

  return (
    <section className="sayg-leg" aria-label="Live score">
      <div className="sayg-players">
        {panel('home')}
        <div className="sayg-match-score">
          {single ? `Leg ${Number(legKey) + 1}` : `${legsWon.home} - ${legsWon.away}`}
        </div>
        {!single && panel('away')}
      </div>
      {(leg.starts || legsInHand) && (
        <HandicapNote starts={leg.starts} legsInHand={legsInHand} name={shown} />
      )}
      <div className="sayg-throws">
        <table className="table table-sm mb-0 text-center">
          <caption className="visually-hidden">Previous throws</caption>
          <thead className="visually-hidden">
            <tr>
              {single && <th scope="col">Darts</th>}
              <th scope="col">{shown('home')} score</th>
              <th scope="col">{shown('home')} remaining</th>
              {!single && <th scope="col">Darts</th>}
              {!single && <th scope="col">{shown('away')} score</th>}
              {!single && <th scope="col">{shown('away')} remaining</th>}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, index) => (
              <tr key={index}>
                {single && darts(index)}
                {cells('home', index)}
                {!single && darts(index)}
                {sides.includes('away') && cells('away', index)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
