import { useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import {
  addSides,
  canAddAsIndividuals,
  changeSide,
  playingElsewhere,
  removeSide,
  removeSideQuestion,
  selectedIn,
  sideChoices,
  sideOfPlayer,
  sideProblems,
  withPlayers,
  withTeam,
  type TournamentSide,
} from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { Dialog } from '#web/components/Dialog';
import { ErrorList } from '#web/components/ErrorList';
import { CheckField, SelectField } from '#web/components/fields';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { useOtherTournamentPlayers, usePlayerChoices, type PlayerChoice } from '../usePlayerChoices';
import { AddPlayerForm } from './AddPlayerForm';
import { Icon, WarningIcon } from '#web/components/icons';

interface Props {
  tournament: TournamentDto;
  /** null: a new side. */
  sideId: string | null;
  account: Account | null;
  onSave: (next: TournamentDto) => Promise<boolean>;
  /** The sheet's refused save, shown inside the dialog (decision 021). */
  saveError?: { title: string; error: unknown } | undefined;
  onClose: () => void;
}

const blank: TournamentSide = { id: '', name: '', teamId: null, players: [], noShow: false };
const newId = () => crypto.randomUUID();

/**
 * 'Add side' / 'Edit side': a team, or players (250 high, filtered by
 * player or team name; players of another side disabled), the name, no-show and seeded; 'Add as
 * individuals' for a new side of 2 or more players; Delete after confirmation.
 */
export function SideDialog({ tournament, sideId, account, onSave, onClose, saveError }: Props) {
  const existing = sideId ? tournament.sides.find((s) => s.id === sideId) : undefined;
  const isNew = !existing;
  const [side, setSide] = useState<TournamentSide>(existing ?? blank);
  const [asIndividuals, setAsIndividuals] = useState(false);
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const { teams, players, loading } = usePlayerChoices(tournament);
  const elsewhere = useOtherTournamentPlayers(tournament);
  const choices = sideChoices(side);
  const others = tournament.sides.filter((s) => s.id !== side.id);
  const wanted = filter.trim().toLowerCase();
  const shown = players.filter(
    (p) => !wanted || p.name.toLowerCase().includes(wanted) || p.teamName.toLowerCase().includes(wanted),
  );
  const chosen = (p: PlayerChoice) => side.players.some((q) => q.id === p.id);
  const toggle = (p: PlayerChoice, on: boolean) => {
    const list = on
      ? [...side.players, { id: p.id, name: p.name, divisionId: p.divisionId }]
      : side.players.filter((q) => q.id !== p.id);
    setSide(withPlayers(side, list));
  };

  const save = async () => {
    const candidate = asIndividuals ? { ...side, name: side.name || side.players[0]?.name || '' } : side;
    const problems = sideProblems(candidate, [...others, candidate]);
    if (problems.length) return setErrors(problems);
    const next = isNew
      ? {
          ...tournament,
          sides: addSides(tournament.sides, side, {
            asIndividuals: asIndividuals && canAddAsIndividuals(side, true),
            keepOrder: true,
            newId,
          }),
        }
      : changeSide(tournament, side);
    if (await onSave(next)) onClose();
  };
  const remove = async () => {
    if (!existing || !window.confirm(removeSideQuestion(existing.name))) return;
    if (await onSave(removeSide(tournament, existing.id))) onClose();
  };

  return (
    <Dialog
      title={isNew ? (side.players.length > 1 ? 'Add players' : 'Add side') : 'Edit side'}
      onClose={onClose}
      saveError={saveError}
      onSubmit={() => void save()}
      footer={
        <>
          {!isNew && (
            <button type="button" className="btn btn-danger me-auto" onClick={() => void remove()}>
              Delete side
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary">
            {isNew ? 'Add' : 'Save'}
          </button>
        </>
      }
    >
      <ErrorList errors={errors} />
      <TextField label="Name" value={side.name} onChange={(name) => setSide({ ...side, name })} />
      <CheckField
        label="No show"
        checked={side.noShow}
        onChange={(noShow) => setSide({ ...side, noShow })}
        switch
      />
      <CheckField
        label="Seeded (meets other seeds as late as possible)"
        checked={side.seeded === true}
        onChange={(seeded) => setSide({ ...side, seeded })}
        switch
      />
      {loading && <Spinner label="Loading the players" />}
      {choices.team && (
        <SelectField
          label="Team"
          value={side.teamId ?? ''}
          onChange={(id) => setSide(withTeam(side, teams.find((t) => t.id === id) ?? null))}
        >
          <option value="">No team</option>
          {teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
      )}
      {choices.players && (
        <fieldset>
          <legend className="form-label fs-6">Players</legend>
          <TextField label="Filter by player or team" value={filter} onChange={setFilter} className="mb-2" />
          <div className="border rounded p-2 overflow-auto" style={{ height: 250 }}>
            {shown.map((p) => {
              const other = sideOfPlayer(tournament.sides, p.id, side.id || null);
              const otherTournament = elsewhere.get(p.id);
              return (
                <div key={p.id} className="d-flex flex-wrap column-gap-2 align-items-center">
                  <CheckField
                    label={`${p.name} (${p.teamName})`}
                    checked={chosen(p)}
                    disabled={other !== null}
                    onChange={(on) => toggle(p, on)}
                    className="mb-0"
                  />
                  {other && <small className="text-body-secondary">{selectedIn(other)}</small>}
                  {otherTournament && (
                    <small className="text-warning-emphasis">
                      <Icon of={WarningIcon} className="me-1" />
                      {playingElsewhere(otherTournament)}
                    </small>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      {canAddAsIndividuals(side, isNew) && (
        <CheckField label="Add as individuals" checked={asIndividuals} onChange={setAsIndividuals} switch />
      )}
      {account?.access.managePlayers === true && choices.players && (
        <div className="mt-2">
          {adding ? (
            <AddPlayerForm
              tournament={tournament}
              teams={teams}
              onAdded={(added) => {
                setSide(withPlayers(side, [...side.players, ...added]));
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setAdding(true)}>
              New player/s
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
