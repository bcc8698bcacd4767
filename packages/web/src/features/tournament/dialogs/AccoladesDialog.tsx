import { useState } from 'react';
import {
  addTournament180,
  addTournamentHiCheck,
  hiCheckList,
  MAX_CHECKOUT,
  MIN_HI_CHECK,
  oneEightyTally,
} from '@darts/core/tournament/index';
import type { FixturePlayer } from '@darts/core/league/types';
import type { TournamentDto } from '#web/api/tournament';
import { Dialog } from '#web/components/Dialog';
import { ErrorList } from '#web/components/ErrorList';
import { SelectField } from '#web/components/fields';
import { TextField } from '#web/components/TextField';
import { Icon, AddIcon, DeleteIcon } from '#web/components/icons';

/** The players of the tournament's sides, each once, by name. */
function playersOf(tournament: TournamentDto): FixturePlayer[] {
  const byId = new Map<string, FixturePlayer>();
  for (const side of tournament.sides)
    for (const p of side.players) byId.set(p.id, { id: p.id, name: p.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** 'Edit 180s' and 'Edit hi-checks': add (a player first; hi-checks 100 to 170) and remove entries. */
export function AccoladesDialog({
  tournament,
  kind,
  onSave,
  onClose,
  saveError,
}: {
  tournament: TournamentDto;
  kind: '180s' | 'hi-checks';
  onSave: (next: TournamentDto) => Promise<boolean>;
  /** The sheet's refused save, shown inside the dialog (decision 021). */
  saveError?: { title: string; error: unknown } | undefined;
  onClose: () => void;
}) {
  const [oneEighties, setOneEighties] = useState(tournament.oneEighties);
  const [hiChecks, setHiChecks] = useState(tournament.over100Checkouts);
  const [playerId, setPlayerId] = useState('');
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const players = playersOf(tournament);
  const player = players.find((p) => p.id === playerId) ?? null;
  const add = () => {
    const entry =
      kind === '180s' ? addTournament180(oneEighties, player) : addTournamentHiCheck(hiChecks, player, score);
    setError(entry.error);
    if (!entry.value) return;
    if (kind === '180s') setOneEighties(entry.value);
    else setHiChecks(entry.value as typeof hiChecks);
    setScore('');
  };
  const save = async () => {
    if (await onSave({ ...tournament, oneEighties, over100Checkouts: hiChecks })) onClose();
  };
  return (
    <Dialog
      title={kind === '180s' ? 'Edit 180s' : 'Edit hi-checks'}
      onClose={onClose}
      saveError={saveError}
      onSubmit={() => void save()}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </>
      }
    >
      <ul className="list-unstyled">
        {kind === '180s'
          ? oneEightyTally(oneEighties).map((t) => (
              <li key={t.id} className="d-flex justify-content-between">
                <span>
                  {t.name} x {t.occurrences}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Remove a 180 of ${t.name}`}
                  onClick={() => {
                    const at = oneEighties.findIndex((p) => p.id === t.id);
                    setOneEighties(oneEighties.filter((_, i) => i !== at));
                  }}
                >
                  <Icon of={DeleteIcon} />
                </button>
              </li>
            ))
          : hiCheckList(hiChecks).map((h, i) => (
              <li key={`${h.id}-${i}`} className="d-flex justify-content-between">
                <span>
                  {h.name} ({h.score})
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Remove the hi-check of ${h.name} (${h.score})`}
                  onClick={() => setHiChecks(hiChecks.filter((x) => x !== h))}
                >
                  <Icon of={DeleteIcon} />
                </button>
              </li>
            ))}
      </ul>
      <ErrorList errors={error ? [error] : []} />
      <SelectField label="Player" value={playerId} onChange={setPlayerId}>
        <option value="">Select a player</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      {kind === 'hi-checks' && (
        <TextField
          label="Score"
          type="number"
          min={MIN_HI_CHECK}
          max={MAX_CHECKOUT}
          value={score}
          onChange={setScore}
        />
      )}
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={add}>
        <Icon of={AddIcon} /> Add
      </button>
    </Dialog>
  );
}
