import { useId, useState } from 'react';
import type { GamePlayer, NotablePlayer } from '@darts/core/contract/game';
import { add180, addHiCheck, HI_CHECK_MAX, HI_CHECK_MIN, removeAt } from '@darts/core/league/scorecard';

interface ListProps<T> {
  players: readonly GamePlayer[];
  entries: readonly T[];
  editable: boolean;
  onChange: (entries: T[]) => void;
  onAccept?: () => void;
}

function PlayerChoice({
  label,
  players,
  value,
  onChange,
}: {
  label: string;
  players: readonly GamePlayer[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <select
      className="form-select form-select-sm w-auto"
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

/** The 180s: a list with remove buttons and a player choice to add one. */
export function OneEighties({ players, entries, editable, onChange, onAccept }: ListProps<GamePlayer>) {
  const [playerId, setPlayerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6">
        180s
      </h3>
      <ul className="list-unstyled mb-1">
        {entries.map((p, i) => (
          <li key={`${p.id}-${i}`} className="d-flex align-items-center gap-2">
            {p.name}
            {editable && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger py-0"
                aria-label={`Remove 180 by ${p.name}`}
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
        <div className="d-flex gap-2 align-items-center">
          <PlayerChoice label="180 player" players={players} value={playerId} onChange={setPlayerId} />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              const outcome = add180(
                entries,
                players.find((p) => p.id === playerId),
              );
              setError(outcome.error);
              if (outcome.value) {
                onChange(outcome.value);
                setPlayerId('');
              }
            }}
          >
            Add 180
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
          Accept 180s
        </button>
      )}
    </section>
  );
}

/** The hi-checks: a list with remove buttons, a player choice and a score (100 to 120) to add one. */
export function HiChecks({ players, entries, editable, onChange, onAccept }: ListProps<NotablePlayer>) {
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6">
        Hi-checks
      </h3>
      <ul className="list-unstyled mb-1">
        {entries.map((p, i) => (
          <li key={`${p.id}-${i}`} className="d-flex align-items-center gap-2">
            {p.name} ({p.score ?? ''})
            {editable && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger py-0"
                aria-label={`Remove hi-check by ${p.name}`}
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
        <div className="d-flex gap-2 align-items-center">
          <PlayerChoice label="Hi-check player" players={players} value={playerId} onChange={setPlayerId} />
          <input
            type="number"
            className="form-control form-control-sm"
            style={{ width: '6em' }}
            aria-label="Hi-check score"
            min={HI_CHECK_MIN}
            max={HI_CHECK_MAX}
            value={score}
            onChange={(e) => setScore(e.target.value)}
          />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              const outcome = addHiCheck(
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
            Add hi-check
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
          Accept hi-checks
        </button>
      )}
    </section>
  );
}
