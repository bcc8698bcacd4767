import type { Fixture, FixturePlayer } from '@darts/core/contract/fixture';
import type { Side } from '@darts/core/scorecard/scorecard';

/*
 * Parts of the scorecard: the man of the match choices. The administrator's submissions bar and
 * what a team clerk's card is for are in RoleBars.tsx.
 */

/** A man of the match choice names the team whose award it is. */
const momLabel = (team: string) => `Man of the match (${team})`;

/**
 * The men of the match as a reader sees them (read-only): each team's award with the player's name
 * (one of the other team's players); nothing when neither is known.
 */
export function MenOfTheMatch({
  card,
  candidatesOf,
}: {
  card: Pick<Fixture, 'home' | 'away'>;
  candidatesOf: (side: Side) => readonly FixturePlayer[];
}) {
  const chosen = (['home', 'away'] as Side[]).flatMap((side) => {
    const team = card[side];
    const player = candidatesOf(side).find((p) => p.id === team.manOfTheMatch);
    return player ? [{ side, team: team.name, player: player.name }] : [];
  });
  if (chosen.length === 0) return null;
  return (
    <section className="mb-3" aria-label="Man of the match">
      <ul className="list-unstyled mb-0">
        {chosen.map(({ side, team, player }) => (
          <li key={side}>
            {momLabel(team)}: <strong>{player}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ManOfTheMatchProps {
  card: Pick<Fixture, 'home' | 'away'>;
  /** The sides whose man of the match may be chosen (an administrator both, a clerk their own). */
  sides: readonly Side[];
  /** A side's man of the match is one of the other team's players. */
  candidatesOf: (side: Side) => readonly FixturePlayer[];
  editable: boolean;
  onChange: (side: Side, playerId: string | null) => void;
  /** While viewing a submission: take its man of the match for `acceptSide`. */
  onAccept?: () => void;
  acceptSide: Side | null;
}

/** One choice per side of the player who was man of the match. */
export function ManOfTheMatch({
  card,
  sides,
  candidatesOf,
  editable,
  onChange,
  onAccept,
  acceptSide,
}: ManOfTheMatchProps) {
  return (
    <section className="mb-3" aria-label="Man of the match">
      <h3 className="h6">Man of the match</h3>
      <div className="d-flex gap-3 flex-wrap">
        {sides.map((side) => {
          const team = side === 'home' ? card.home : card.away;
          return (
            <div key={side} className="d-flex gap-2 align-items-center flex-wrap">
              <label htmlFor={`mom-${side}`} className="form-label mb-0">
                {momLabel(team.name)}
              </label>
              <select
                id={`mom-${side}`}
                className="form-select w-auto"
                value={team.manOfTheMatch ?? ''}
                disabled={!editable}
                onChange={(e) => onChange(side, e.target.value || null)}
              >
                <option value="">{'\u00a0'}</option>
                {candidatesOf(side).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
              {onAccept && acceptSide === side && (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={onAccept}>
                  Accept man of the match
                </button>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
