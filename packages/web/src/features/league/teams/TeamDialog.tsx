import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DivisionTeam } from '@darts/core/contract/divisionData';
import type { Team } from '@darts/core/contract/team';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { divisionsQuery } from '#web/features/site/queries';
import { Dialog } from '#web/components/Dialog';
import { SelectField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { SAVE_ERROR, useSaveTeam } from '../mutations';
import { teamQuery } from '../queries';
import { teamNotFound, TeamSeasons } from './TeamSeasons';

interface Props {
  /** The row being edited, or null to add a team to the division. */
  team: DivisionTeam | null;
  onClose: () => void;
}

/** Add or edit a team: the stored team is read first for its concurrency token. */
export function TeamDialog({ team, onClose }: Props) {
  const detail = useQuery({ ...teamQuery(team?.id ?? ''), enabled: team !== null });
  if (team && detail.isPending) {
    return (
      <Dialog title={`Edit ${team.name}`} onClose={onClose} footer={null}>
        <Spinner label="Loading the team" />
      </Dialog>
    );
  }
  return <TeamForm row={team} stored={detail.data ?? null} onClose={onClose} />;
}

function TeamForm({
  row,
  stored,
  onClose,
}: {
  row: DivisionTeam | null;
  stored: Team | null;
  onClose: () => void;
}) {
  const view = useLeagueView();
  const allDivisions = useQuery(divisionsQuery()).data ?? [];
  const save = useSaveTeam();
  const currentDivisionId = row?.division?.id ?? view.divisionId ?? '';
  const [name, setName] = useState(stored?.name ?? row?.name ?? '');
  const [address, setAddress] = useState(stored?.address ?? '');
  const [divisionId, setDivisionId] = useState(currentDivisionId);
  const [errors, setErrors] = useState<string[]>([]);
  const seasonDivisions = view.seasonDetails?.divisions.filter((d) => !d.deleted) ?? [];
  const divisionChoices = seasonDivisions.length > 0 ? seasonDivisions : allDivisions;
  const seasonId = view.season?.id ?? null;

  const submit = () => {
    if (!name.trim()) {
      setErrors(['You must enter a team name']);
      return;
    }
    if (!seasonId) return;
    setErrors([]);
    save.mutate(
      {
        id: row?.id ?? null,
        name: name.trim(),
        address: address.trim(),
        divisionId: currentDivisionId,
        seasonId,
        newDivisionId: row && divisionId !== currentDivisionId ? divisionId : null,
        lastUpdated: stored?.updated ?? null,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={row ? `Edit ${row.name}` : 'Add team'}
      onClose={onClose}
      onSubmit={submit}
      saveError={{ title: SAVE_ERROR.team, error: save.error }}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !seasonId}>
            {row ? 'Save team' : 'Add team'}
          </button>
        </>
      }
    >
      <TextField label="Name" value={name} onChange={setName} errors={errors} required autoFocus />
      <TextField label="Address" value={address} onChange={setAddress} />
      <SelectField label="Division" value={divisionId} onChange={setDivisionId} disabled={!row}>
        {divisionChoices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      {stored && <TeamSeasons team={stored} />}
      {row && !stored && (
        <div className="alert alert-warning" role="alert">
          {teamNotFound(row.name, row.id)}
        </div>
      )}
    </Dialog>
  );
}
