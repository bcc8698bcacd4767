import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '#web/routing/location';
import type { Season } from '@darts/core/contract/season';
import { TextField } from '#web/components/TextField';
import { divisionsQuery, seasonsQuery } from '#web/features/site/queries';
import { Dialog } from '#web/components/Dialog';
import { CheckField, SelectField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { SelectorDialogFooter } from './ManageButtons';
import { divisionHref, listHref } from '../links';
import { SAVE_ERROR, useDeleteSeason, useSaveSeason } from '../mutations';

type Errors = Partial<Record<'name' | 'startDate' | 'endDate', string>>;

/**
 * Create or edit a season (name, start and end dates, divisions, and on create
 * the season to copy teams from). After saving the view shows the season.
 */
export function SeasonDialog({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const view = useLeagueView();
  const navigate = useNavigate();
  const divisions = (useQuery(divisionsQuery()).data ?? []).filter((d) => !d.deleted);
  const seasons = (useQuery(seasonsQuery()).data ?? []).filter((s) => !s.deleted);
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const [name, setName] = useState(season?.name ?? '');
  const [startDate, setStartDate] = useState(season?.startDate.slice(0, 10) ?? '');
  const [endDate, setEndDate] = useState(season?.endDate.slice(0, 10) ?? '');
  const [divisionIds, setDivisionIds] = useState<string[]>(season?.divisions.map((d) => d.id) ?? []);
  const [copyFrom, setCopyFrom] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const busy = save.isPending || remove.isPending;

  const show = (seasonName: string | null) => {
    const mode =
      view.mode.kind === 'team' || view.mode.kind === 'player' ? { kind: 'teams' as const } : view.mode;
    if (view.list)
      return listHref(
        view.list,
        seasonName,
        view.divisions.map((d) => d.name),
      );
    return divisionHref(view.divisions[0]?.name ?? view.divisionName, mode, seasonName);
  };

  const submit = () => {
    const found: Errors = {};
    if (!name.trim()) found.name = 'Enter a season name';
    if (!startDate) found.startDate = 'Enter a start date';
    if (!endDate) found.endDate = 'Enter an end date';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: season?.id ?? null,
        name: name.trim(),
        startDate,
        endDate,
        divisionIds,
        copyTeamsFromSeasonId: season ? null : copyFrom || null,
        lastUpdated: season?.updated ?? null,
      },
      {
        onSuccess: (saved) => {
          onClose();
          if (saved.result) void navigate(show(saved.result.name));
        },
      },
    );
  };

  const deleteSeason = () => {
    if (!season) return;
    remove.mutate(season.id, {
      onSuccess: () => {
        onClose();
        void navigate(show(null));
      },
    });
  };

  const toggle = (id: string, on: boolean) =>
    setDivisionIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog
      title={season ? `Edit ${season.name}` : 'Add season'}
      onClose={onClose}
      onSubmit={submit}
      saveError={{ title: SAVE_ERROR.details, error: save.error ?? remove.error }}
      footer={
        <SelectorDialogFooter
          noun="season"
          existing={season?.name ?? null}
          busy={busy}
          onClose={onClose}
          onDelete={deleteSeason}
        />
      }
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        errors={errors.name ? [errors.name] : undefined}
        autoFocus
      />
      <div className="row">
        <TextField
          className="col mb-3"
          label="Start date"
          type="date"
          value={startDate}
          onChange={setStartDate}
          errors={errors.startDate ? [errors.startDate] : undefined}
        />
        <TextField
          className="col mb-3"
          label="End date"
          type="date"
          value={endDate}
          onChange={setEndDate}
          errors={errors.endDate ? [errors.endDate] : undefined}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Divisions</legend>
        {divisions.map((d) => (
          <CheckField
            key={d.id}
            label={d.name}
            checked={divisionIds.includes(d.id)}
            onChange={(on) => toggle(d.id, on)}
            className="mb-1"
          />
        ))}
      </fieldset>
      {!season && (
        <SelectField label="Copy teams from" value={copyFrom} onChange={setCopyFrom}>
          <option value="">No season</option>
          {seasons.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
    </Dialog>
  );
}
