import { useState } from 'react';
import { newPlayerDivision, type TournamentPlayer } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { ErrorList } from '#web/components/ErrorList';
import { SelectField } from '#web/components/fields';
import { TextField } from '#web/components/TextField';
import { useCreatePlayers } from '#web/features/league/mutations';
import { newPlayerIn } from '#web/features/scores/NewPlayerDialog';
import type { TeamChoice } from '../usePlayerChoices';

/**
 * 'Add a player' (managePlayers): a new player in a team's squad for the season, chosen for the
 * side at once. The player's division is the team's, else the tournament's (spec 3 section 5).
 */
export function AddPlayerForm({
  tournament,
  teams,
  onAdded,
  onCancel,
}: {
  tournament: TournamentDto;
  teams: readonly TeamChoice[];
  onAdded: (player: TournamentPlayer) => void;
  onCancel: () => void;
}) {
  const create = useCreatePlayers();
  const [name, setName] = useState('');
  const [teamId, setTeamId] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const add = () => {
    const wanted = name.trim();
    const team = teams.find((t) => t.id === teamId);
    const problems = [...(wanted ? [] : ['Please enter a name']), ...(team ? [] : ['Select a team'])];
    if (problems.length || !team) return setErrors(problems);
    const division = newPlayerDivision(team.divisionId, tournament.divisionId);
    if (division.error !== null) return setErrors([division.error]);
    create.mutate(
      {
        at: { seasonId: tournament.seasonId, teamId: team.id },
        players: [{ name: wanted, emailAddress: null, captain: false, newTeamId: null }],
      },
      {
        onSuccess: ([answer]) => {
          const outcome = answer ? newPlayerIn(answer, tournament.seasonId, wanted) : null;
          if (!outcome || 'problem' in outcome)
            return setErrors([outcome?.problem ?? 'The player was not added']);
          onAdded({ ...outcome.player, divisionId: division.divisionId });
        },
      },
    );
  };
  return (
    <div className="border rounded p-2" role="group" aria-label="Add a player">
      <h3 className="h6">Add a player</h3>
      <ErrorList errors={errors} />
      <TextField label="New player's name" value={name} onChange={setName} />
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
          Add player
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
