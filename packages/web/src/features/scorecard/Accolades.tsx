import { useId, useState } from 'react';
import type { FixturePlayer, NotablePlayer } from '@darts/core/contract/fixture';
import {
  add180,
  addHiCheck,
  HI_CHECK_MAX,
  HI_CHECK_MIN,
  removeAt,
  type Entry,
} from '@darts/core/scorecard/scorecard';

interface ListProps<T> {
  players: readonly FixturePlayer[];
  entries: readonly T[];
  editable: boolean;
  onChange: (entries: T[]) => void;
  onAccept?: () => void;
}

/** The texts of one list: `noun` names an entry ('180' gives 'Add 180', 'Remove 180 by {name}'). */
interface ListTexts {
  heading: string;
  noun: string;
  /** The label of the player choice. */
  player: string;
  accept: string;
}

/** The optional score column: shown after the name and entered next to the player choice. */
interface ScoreColumn<T> {
  label: string;
  min: number;
  max: number;
  of: (entry: T) => number | null;
}

interface AccoladeListProps<T> extends ListProps<T> {
  texts: ListTexts;
  score?: ScoreColumn<T>;
  /** Adds the chosen player (and the entered score, '' without a score column) or says why not. */
  add: (entries: readonly T[], player: FixturePlayer | undefined, score: string) => Entry<T[]>;
}

function PlayerChoice({
  label,
  players,
  value,
  onChange,
}: {
  label: string;
  players: readonly FixturePlayer[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <select
      className="form-select w-auto"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{'\u00a0'}</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}

/** A list of players (with an optional score) with remove buttons and a form to add one. */
function AccoladeList<T extends FixturePlayer>({
  players,
  entries,
  editable,
  onChange,
  onAccept,
  texts,
  score: scoreColumn,
  add,
}: AccoladeListProps<T>) {
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6">
        {texts.heading}
      </h3>
      <ul className="list-unstyled mb-1">
        {entries.map((p, i) => (
          <li key={`${p.id}-${i}`} className="d-flex align-items-center gap-2">
            {p.name}
            {scoreColumn && ` (${scoreColumn.of(p) ?? ''})`}
            {editable && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger py-0"
                aria-label={`Remove ${texts.noun} by ${p.name}`}
                onClick={() => onChange(removeAt(entries, i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {entries.length === 0 && <li className="text-body-secondary">None</li>}
      </ul>
      {editable && (
        <div className="d-flex gap-2 align-items-center flex-wrap">
          <PlayerChoice label={texts.player} players={players} value={playerId} onChange={setPlayerId} />
          {scoreColumn && (
            <input
              type="number"
              className="form-control"
              style={{ width: '6em' }}
              aria-label={scoreColumn.label}
              min={scoreColumn.min}
              max={scoreColumn.max}
              value={score}
              onChange={(e) => setScore(e.target.value)}
            />
          )}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              const outcome = add(
                entries,
                players.find((p) => p.id === playerId),
                score,
              );
              setError(outcome.error);
              if (outcome.value) {
                onChange(outcome.value);
                setPlayerId('');
                setScore('');
              }
            }}
          >
            Add {texts.noun}
          </button>
        </div>
      )}
      {error && (
        <div className="text-danger small" role="alert">
          {error}
        </div>
      )}
      {onAccept && (
        <button type="button" className="btn btn-sm btn-outline-primary mt-1" onClick={onAccept}>
          {texts.accept}
        </button>
      )}
    </section>
  );
}

const ONE_EIGHTY_TEXTS: ListTexts = {
  heading: '180s',
  noun: '180',
  player: '180 player',
  accept: 'Accept 180s',
};
const HI_CHECK_TEXTS: ListTexts = {
  heading: 'Hi-checks',
  noun: 'hi-check',
  player: 'Hi-check player',
  accept: 'Accept hi-checks',
};
const HI_CHECK_SCORE: ScoreColumn<NotablePlayer> = {
  label: 'Hi-check score',
  min: HI_CHECK_MIN,
  max: HI_CHECK_MAX,
  of: (entry) => entry.score,
};

/** The 180s: a list with remove buttons and a player choice to add one. */
export function OneEighties(props: ListProps<FixturePlayer>) {
  return (
    <AccoladeList {...props} texts={ONE_EIGHTY_TEXTS} add={(entries, player) => add180(entries, player)} />
  );
}

/** The hi-checks: a list with remove buttons, a player choice and a score (100 to 120) to add one. */
export function HiChecks(props: ListProps<NotablePlayer>) {
  return <AccoladeList {...props} texts={HI_CHECK_TEXTS} score={HI_CHECK_SCORE} add={addHiCheck} />;
}
