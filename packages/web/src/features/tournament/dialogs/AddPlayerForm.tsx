import { useId, useState } from 'react';
import { playerNames } from '@darts/core/league/squad';
import { newPlayerDivision, type TournamentPlayer } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { ErrorList } from '#web/components/ErrorList';
import { CheckField, SelectField } from '#web/components/fields';
import { SaveError } from '#web/components/SaveError';
import { TextField } from '#web/components/TextField';
import { SAVE_ERROR, useCreatePlayers } from '#web/features/league/mutations';
import { newPlayerIn } from '#web/features/scorecard/NewPlayerDialog';
import type { TeamChoice } from '../usePlayerChoices';

/**
 * 'New player/s' (managePlayers, sides without a team): new players in a team's
 * squad for the season, chosen for the side at once. 'Add multiple players' takes one name per
 * line, as the players tab does. The players' division is the team's, else the tournament's.
 */
export function AddPlayerForm({
  tournament,
  teams,
  onAdded,
  onCancel,
}: {
  tournament: TournamentDto;
  teams: readonly TeamChoice[];
  onAdded: (players: TournamentPlayer[]) => void;
  onCancel: () => void;
}) {
  const create = useCreatePlayers();
  const [name, setName] = useState('');
  const [names, setNames] = useState('');
  const [multiple, setMultiple] = useState(false);
  const [teamId, setTeamId] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const namesId = useId();
  const add = () => {
    const wanted = multiple ? playerNames(names) : [name.trim()].filter(Boolean);
    const team = teams.find((t) => t.id === teamId);
    const problems = [...(wanted.length ? [] : ['Please enter a name']), ...(team ? [] : ['Select a team'])];
    if (problems.length || !team) return setErrors(problems);
    const division = newPlayerDivision(team.divisionId, tournament.divisionId);
    if (division.error !== null) return setErrors([division.error]);
    setErrors([]);
    create.mutate(
      {
        at: { seasonId: tournament.seasonId, teamId: team.id },
        players: wanted.map((n) => ({ name: n, emailAddress: null, captain: false, newTeamId: null })),
      },
      {
        onSuccess: (answers) => {
          const outcomes = wanted.map((n, i) => {
            const answer = answers[i];
            return answer
              ? newPlayerIn(answer, tournament.seasonId, n)
              : { problem: 'The player was not added' };
          });
          const missing = outcomes.flatMap((o) => ('problem' in o ? [o.problem] : []));
          if (missing.length) return setErrors(missing);
          onAdded(
            outcomes.flatMap((o) =>
              'player' in o ? [{ ...o.player, divisionId: division.divisionId }] : [],
            ),
          );
        },
      },
    );
  };
  return (
    <div className="border rounded p-2" role="group" aria-label="Add a player">
      <h3 className="h6">Add a player</h3>
      <ErrorList errors={errors} />
      <CheckField label="Add multiple players" checked={multiple} onChange={setMultiple} switch />
      {multiple ? (
        <div className="mb-3">
          <label htmlFor={namesId} className="form-label">
            New players' names (one per line)
          </label>
          <textarea
            id={namesId}
            className="form-control"
            rows={4}
            value={names}
            onChange={(e) => setNames(e.target.value)}
          />
        </div>
      ) : (
        <TextField label="New player's name" value={name} onChange={setName} />
      )}
      <SelectField label="New player's team" value={teamId} onChange={setTeamId}>
        <option value="">Select a team</option>
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-primary" disabled={create.isPending} onClick={add}>
          {multiple ? 'Add players' : 'Add player'}
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <SaveError title={SAVE_ERROR.player} error={create.error} className="my-1" />
    </div>
  );
}
