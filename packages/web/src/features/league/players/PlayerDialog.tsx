import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DivisionPlayer } from '@darts/core/contract/divisionData';
import { playerNames } from '@darts/core/league/squad';
import { TextField } from '#web/components/TextField';
import { Dialog } from '#web/components/Dialog';
import { CheckField, SelectField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { SAVE_ERROR, useCreatePlayers, useUpdatePlayer } from '../mutations';
import { teamQuery } from '../queries';

export const NO_DIVISION = 'Unable to determine division for newly created player';

/**
 * Add players (one, or several names one per line) or edit one. The email
 * address is only asked for a single new player; multiple mode applies no email, gender, captain
 * or initials. A player may ask to be shown to visitors by initials only (docs/decisions/056).
 * The gender counts for the finals night's Top Player awards (docs/domain.md, "Season tools").
 */
export function PlayerDialog({ player, onClose }: { player: DivisionPlayer | null; onClose: () => void }) {
  const view = useLeagueView();
  const create = useCreatePlayers();
  const update = useUpdatePlayer();
  const [teamId, setTeamId] = useState(player?.teamId ?? '');
  const [name, setName] = useState(player?.name ?? '');
  const [names, setNames] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [captain, setCaptain] = useState(player?.captain ?? false);
  const [chosenGender, setGender] = useState<string | null>(null);
  const [chosenInitials, setInitials] = useState<boolean | null>(null);
  const [multiple, setMultiple] = useState(false);
  const [errors, setErrors] = useState<{ team?: string; name?: string; form?: string }>({});
  const namesId = useId();
  // The player's own concurrency token lives on the stored team.
  const stored = useQuery({ ...teamQuery(player?.teamId ?? ''), enabled: player !== null }).data;
  const seasonId = view.season?.id ?? '';
  const storedPlayer = stored?.seasons
    .find((ts) => ts.seasonId === seasonId && !ts.deleted)
    ?.players.find((p) => p.id === player?.id);
  // Until the person picks one, an edited player shows the gender stored with the squad.
  const gender = chosenGender ?? storedPlayer?.gender ?? '';
  const genderValue = gender === 'male' || gender === 'female' ? gender : null;
  const initialsOnly = chosenInitials ?? storedPlayer?.initialsOnly ?? false;
  const teams = [...view.data.teams].sort((a, b) => a.name.localeCompare(b.name));
  const busy = create.isPending || update.isPending;

  const submit = () => {
    const wanted = multiple ? playerNames(names) : [name.trim()].filter(Boolean);
    const found: typeof errors = {};
    if (!teamId) found.team = 'Please select a team';
    if (wanted.length === 0) found.name = 'Please enter a name';
    if (
      !player &&
      teamId &&
      !(view.data.teams.find((t) => t.id === teamId)?.division?.id ?? view.divisionId)
    ) {
      found.form = NO_DIVISION;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !seasonId) return;

    if (player) {
      const token = storedPlayer?.updated ?? player.updated;
      update.mutate(
        {
          at: { seasonId, teamId: player.teamId, playerId: player.id },
          player: {
            name: wanted[0] ?? '',
            captain,
            gender: genderValue,
            initialsOnly,
            emailAddress: null,
            newTeamId: teamId !== player.teamId ? teamId : null,
            lastUpdated: token,
            gameId: null,
          },
        },
        { onSuccess: onClose },
      );
      return;
    }
    create.mutate(
      {
        at: { seasonId, teamId },
        players: wanted.map((n) => ({
          name: n,
          emailAddress: multiple ? null : emailAddress.trim() || null,
          captain: multiple ? false : captain,
          ...(multiple ? {} : { gender: genderValue, initialsOnly }),
          newTeamId: null,
        })),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={player ? `Edit ${player.name}` : 'Add player(s)'}
      onClose={onClose}
      onSubmit={submit}
      saveError={{ title: SAVE_ERROR.player, error: create.error ?? update.error }}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {player ? 'Save player' : multiple ? 'Add players' : 'Add player'}
          </button>
        </>
      }
    >
      {errors.form && (
        <div className="alert alert-danger" role="alert">
          {errors.form}
        </div>
      )}
      <SelectField
        label="Team"
        value={teamId}
        onChange={setTeamId}
        errors={errors.team ? [errors.team] : undefined}
      >
        <option value="">Select a team</option>
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      {!player && (
        <CheckField label="Add multiple players" checked={multiple} onChange={setMultiple} switch />
      )}
      {multiple ? (
        <div className="mb-3">
          <label htmlFor={namesId} className="form-label">
            Names (one per line)
          </label>
          <textarea
            id={namesId}
            className={errors.name ? 'form-control is-invalid' : 'form-control'}
            rows={6}
            value={names}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${namesId}-error` : undefined}
            onChange={(e) => setNames(e.target.value)}
          />
          {errors.name && (
            <div id={`${namesId}-error`} className="invalid-feedback">
              {errors.name}
            </div>
          )}
        </div>
      ) : (
        <>
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            errors={errors.name ? [errors.name] : undefined}
          />
          {!player && (
            <TextField label="Email address" type="email" value={emailAddress} onChange={setEmailAddress} />
          )}
          <SelectField label="Gender" value={gender} onChange={setGender}>
            <option value="">Not given</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
          </SelectField>
          <CheckField label="Captain" checked={captain} onChange={setCaptain} />
          <CheckField
            label="Show to visitors by initials only (figures and leaderboards)"
            checked={initialsOnly}
            onChange={setInitials}
          />
        </>
      )}
    </Dialog>
  );
}
