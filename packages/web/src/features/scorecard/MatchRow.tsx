import type { FixtureMatch, FixturePlayer, MatchOption } from '@darts/core/contract/fixture';
import {
  disabledPlayers,
  MAX_SCORE_INPUT,
  matchWinnerOf,
  setMatchScore,
  type Scorecard,
  type Side,
} from '@darts/core/scorecard/scorecard';
import { matchKind } from '@darts/core/scorecard/matchOptions';
import { Link } from 'wouter';
import { Fragment } from 'react';
import { Icon, DartsIcon, StatisticsIcon } from '#web/components/icons';

export interface MatchRowProps {
  card: Scorecard<FixtureMatch> & { isKnockout: boolean };
  index: number;
  option: MatchOption;
  homePlayers: readonly FixturePlayer[];
  awayPlayers: readonly FixturePlayer[];
  editable: boolean;
  onChange: (match: FixtureMatch) => void;
  /** When the match may be scored leg by leg: open the leg-by-leg dialog. */
  onScoreLegs?: () => void;
  /** When viewing a submission: take this match from it. */
  onAccept?: () => void;
  /** This match has been taken from the viewed submission. */
  accepted?: boolean;
  /** When new players may be added from the card (managePlayers): open the new-player dialog. */
  onAddPlayer?: (side: Side, place: number) => void;
  /** The teams' names, shown above each side's players in the phone layout. */
  teams: Record<Side, string>;
  /** A score the match cannot have, in words, and the boxes it names (scoreProblems.ts). */
  problem?: ScoreProblem | null;
}

/** A score a match cannot have, shown beside its boxes. */
export interface ScoreProblem {
  text: string;
  sides: readonly Side[];
}

const problemId = (index: number) => `match-${index + 1}-score-problem`;

/** The player choice's value that opens the new-player dialog instead of picking someone. */
export const ADD_PLAYER = 'add-player';

const label = (index: number, side: Side, place: number, count: number) =>
  `Match ${index + 1} ${side} player${count > 1 ? ` ${place + 1}` : ''}`;

/** The players of one side with a new choice at `place` (blank removes the player there). */
export function withPlayer(
  players: readonly FixturePlayer[],
  place: number,
  player: FixturePlayer | null,
): FixturePlayer[] {
  const next = [...players];
  if (!player) {
    if (place < next.length) next.splice(place, 1);
    return next;
  }
  if (place < next.length) next[place] = player;
  else next.push(player);
  return next;
}

function SidePlayers({ side, props }: { side: Side; props: MatchRowProps }) {
  const { card, index, option, editable, onChange } = props;
  const match = card.matches[index]!;
  const picked = side === 'home' ? match.homePlayers : match.awayPlayers;
  const squad = side === 'home' ? props.homePlayers : props.awayPlayers;
  if (!editable) {
    // Each player's name leads to their own figures (/player/{id}).
    return picked.length ? (
      <span>
        {picked.map((p, i) => (
          <Fragment key={p.id}>
            {i > 0 && ' & '}
            <Link to={`/player/${p.id}`}>{p.name}</Link>
          </Fragment>
        ))}
      </span>
    ) : (
      <span>{'\u00a0'}</span>
    );
  }
  return (
    <div className="d-flex flex-column gap-1">
      {Array.from({ length: option.playerCount }, (_, place) => {
        const disabled = new Map(disabledPlayers(card, index, side, place).map((d) => [d.id, d.reason]));
        const current = picked[place]?.id ?? '';
        return (
          <select
            key={place}
            className="form-select"
            aria-label={label(index, side, place, option.playerCount)}
            value={current}
            disabled={place > picked.length}
            onChange={(e) => {
              if (e.target.value === ADD_PLAYER) {
                props.onAddPlayer?.(side, place);
                return;
              }
              const chosen = squad.find((p) => p.id === e.target.value) ?? null;
              const players = withPlayer(picked, place, chosen && { id: chosen.id, name: chosen.name });
              onChange({ ...match, [side === 'home' ? 'homePlayers' : 'awayPlayers']: players });
            }}
          >
            <option value="">{'\u00a0'}</option>
            {current && !squad.some((p) => p.id === current) && (
              <option value={current}>{picked[place]?.name}</option>
            )}
            {squad.map((p) => {
              const reason = disabled.get(p.id);
              return (
                <option key={p.id} value={p.id} disabled={reason !== undefined} title={reason}>
                  {reason ? `${p.name} (${reason})` : p.name}
                </option>
              );
            })}
            {props.onAddPlayer && <option value={ADD_PLAYER}>Add a player...</option>}
          </select>
        );
      })}
    </div>
  );
}

function Score({ side, props }: { side: Side; props: MatchRowProps }) {
  const { card, index, editable, onChange } = props;
  const match = card.matches[index]!;
  const score = side === 'home' ? match.homeScore : match.awayScore;
  if (!editable) return <span>{score ?? ''}</span>;
  return (
    <input
      type="number"
      className="form-control text-center"
      style={{ width: '4.5em' }}
      min={0}
      max={MAX_SCORE_INPUT}
      aria-label={`Match ${index + 1} ${side} score`}
      value={score ?? ''}
      aria-invalid={props.problem?.sides.includes(side) ? true : undefined}
      aria-describedby={props.problem ? problemId(index) : undefined}
      onChange={(e) => onChange(setMatchScore(match, side, e.target.value))}
    />
  );
}

/** The middle of a match: scoring leg by leg, a link to its leg-by-leg statistics, or 'vs'; a singles match's head to head. */
function Middle({ props }: { props: MatchRowProps }) {
  const { card, index, onScoreLegs } = props;
  const {
    saygId,
    homePlayers: [home, ...pairedHome],
    awayPlayers: [away, ...pairedAway],
  } = card.matches[index]!;
  const h2h = !onScoreLegs && home && away && !pairedHome.length && !pairedAway.length && (
    <Link
      className="btn btn-sm btn-link"
      to={`/player/${home.id}/${away.id}`}
      aria-label={`Head to head: ${home.name} v ${away.name}`}
    >
      H2H
    </Link>
  );
  if (onScoreLegs) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        title="Score leg by leg"
        aria-label={`Score match ${index + 1} leg by leg`}
        onClick={onScoreLegs}
      >
        <Icon of={DartsIcon} />
      </button>
    );
  }
  if (saygId) {
    return (
      <>
        <Link
          className="btn btn-sm btn-outline-secondary"
          to={`/live/match/${encodeURIComponent(saygId)}`}
          title="Leg-by-leg statistics"
          aria-label={`Leg-by-leg statistics of match ${index + 1}`}
        >
          <Icon of={StatisticsIcon} />
        </Link>
        {h2h}
      </>
    );
  }
  return h2h || <span className="sc-vs">vs</span>;
}

/**
 * One of the eight matches: players and legs won per side, the winner highlighted. On a phone the
 * row is a block (scorecard.css): the match above, then the home side and the away side, each
 * with its team's name, players and score on one line. A score the match cannot have is told in
 * words on a line of its own under the boxes; neither box is ever changed for it.
 */
export function MatchRow(props: MatchRowProps) {
  const { card, index, option, onAccept, accepted = false, teams } = props;
  // A score the match cannot have names no winner (docs/decisions/042).
  const winner = props.problem ? null : matchWinnerOf(card.matches[index]!, option);
  const cell = (side: Side) => (winner === side ? 'table-success fw-bold' : '');
  return (
    <>
      <tr aria-label={`Match ${index + 1}`}>
        <th scope="row" className="sc-no text-nowrap small">
          {index + 1} <span className="text-body-secondary">{matchKind(index)}</span>
        </th>
        <td className={`sc-hp ${cell('home')}`} data-team={teams.home}>
          <SidePlayers side="home" props={props} />
        </td>
        <td className={`sc-hs text-center ${cell('home')}`}>
          <Score side="home" props={props} />
        </td>
        <td className="sc-mid text-center">
          <Middle props={props} />
        </td>
        <td className={`sc-as text-center ${cell('away')}`}>
          <Score side="away" props={props} />
        </td>
        <td className={`sc-ap ${cell('away')}`} data-team={teams.away}>
          <SidePlayers side="away" props={props} />
        </td>
        {onAccept && (
          <td className="sc-acc">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onAccept}>
              Accept match {index + 1}
            </button>
            {accepted && <span className="text-success ms-2">✓ Accepted</span>}
          </td>
        )}
      </tr>
      {props.problem && (
        <tr className="sc-problem">
          <td colSpan={onAccept ? 7 : 6} id={problemId(index)} className="text-danger small">
            <span role="status">{props.problem.text}</span>
          </td>
        </tr>
      )}
    </>
  );
}
