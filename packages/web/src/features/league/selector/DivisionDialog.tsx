import { useState } from 'react';
import { useNavigate } from '#web/routing/location';
import type { Division } from '@darts/core/contract/division';
import { TextField } from '#web/components/TextField';
import { Dialog } from '#web/components/Dialog';
import { CheckField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { SelectorDialogFooter } from './ManageButtons';
import { divisionHref } from '../links';
import { SAVE_ERROR, useDeleteDivision, useSaveDivision, useSaveSeason } from '../mutations';

/**
 * Create or edit a division (name, superleague). A new division can join the
 * season on show straight away; afterwards the view moves to it.
 */
export function DivisionDialog({ division, onClose }: { division: Division | null; onClose: () => void }) {
  const view = useLeagueView();
  const navigate = useNavigate();
  const save = useSaveDivision();
  const saveSeason = useSaveSeason();
  const remove = useDeleteDivision();
  const [name, setName] = useState(division?.name ?? '');
  const [superleague, setSuperleague] = useState(division?.superleague ?? false);
  const season = view.seasonDetails;
  const [addToSeason, setAddToSeason] = useState(season !== null && view.can('manageSeasons'));
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending || saveSeason.isPending || remove.isPending;
  const seasonName = view.season?.name ?? null;

  const submit = async () => {
    if (!name.trim()) {
      setError('Enter a division name');
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({
        id: division?.id ?? null,
        name: name.trim(),
        superleague,
        lastUpdated: division?.updated ?? null,
      });
      const stored = saved.result;
      if (!division && stored && season && addToSeason) {
        await saveSeason.mutateAsync({
          id: season.id,
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          divisionIds: [...season.divisions.map((d) => d.id), stored.id],
          copyTeamsFromSeasonId: null,
          lastUpdated: season.updated,
        });
      }
      onClose();
      const showing = division && view.divisions.some((d) => d.id === division.id) && !view.list;
      if (stored && (!division || showing))
        void navigate(divisionHref(stored.name, { kind: 'teams' }, seasonName));
    } catch {
      // The dialog shows what went wrong (saveError).
    }
  };

  const deleteDivision = () => {
    if (!division) return;
    remove.mutate(division.id, {
      onSuccess: () => {
        onClose();
        void navigate('/');
      },
    });
  };

  return (
    <Dialog
      title={division ? `Edit ${division.name}` : 'Add division'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveError={{ title: SAVE_ERROR.details, error: save.error ?? saveSeason.error ?? remove.error }}
      footer={
        <SelectorDialogFooter
          noun="division"
          existing={division?.name ?? null}
          busy={busy}
          onClose={onClose}
          onDelete={deleteDivision}
        />
      }
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        errors={error ? [error] : undefined}
        autoFocus
      />
      <CheckField label="Superleague" checked={superleague} onChange={setSuperleague} />
      {!division && season && view.can('manageSeasons') && (
        <CheckField
          label={`Add to the ${season.name} season`}
          checked={addToSeason}
          onChange={setAddToSeason}
        />
      )}
    </Dialog>
  );
}
