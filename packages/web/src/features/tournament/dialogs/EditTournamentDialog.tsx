import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BEST_OF_INVALID,
  MIN_TOURNAMENT_BEST_OF,
  parseBestOf,
  withBestOf,
} from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { Dialog } from '#web/components/Dialog';
import { ErrorList } from '#web/components/ErrorList';
import { CheckField, SelectField } from '#web/components/fields';
import { TextField } from '#web/components/TextField';
import { divisionsQuery } from '#web/features/site/queries';
import { usePlayerChoices } from '../usePlayerChoices';
import { FormatFields } from './FormatFields';

type Details = Pick<
  TournamentDto,
  | 'date'
  | 'address'
  | 'type'
  | 'notes'
  | 'divisionId'
  | 'accoladesCount'
  | 'excludeFromReports'
  | 'gender'
  | 'singleRound'
  | 'format'
> & { bestOf: string; host: string; opponent: string; reset: boolean; groups: string; advance: string };

function detailsOf(t: TournamentDto): Details {
  return {
    date: t.date.slice(0, 10),
    address: t.address,
    type: t.type ?? '',
    notes: t.notes ?? '',
    divisionId: t.divisionId,
    accoladesCount: t.accoladesCount,
    excludeFromReports: t.excludeFromReports ?? false,
    gender: t.gender ?? null,
    singleRound: t.singleRound,
    host: t.host ?? '',
    opponent: t.opponent ?? '',
    bestOf: t.bestOf === null ? '' : String(t.bestOf),
    format: t.format,
    reset: t.formatOptions?.reset ?? true,
    groups: t.formatOptions?.groups?.toString() ?? '',
    advance: t.formatOptions?.advance?.toString() ?? '',
  };
}

/** The format's choices as saved: only those its format has, blank boxes left to the defaults. */
function formatOptionsOf(d: Details, drawSeed: number | undefined): TournamentDto['formatOptions'] {
  if (!d.format) return null;
  const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
  // The draw stays with the players whatever the format.
  const drawn = drawSeed === undefined ? {} : { drawSeed };
  if (d.format === 'doubleElimination') return { reset: d.reset, ...drawn };
  if (d.format === 'groups') {
    const groups = whole(d.groups);
    const advance = whole(d.advance);
    return {
      ...(groups === undefined ? {} : { groups }),
      ...(advance === undefined ? {} : { advance }),
      ...drawn,
    };
  }
  return drawn;
}

/** The season's teams of the division (every division when cross-divisional), offered as host and opponent. */
function SeasonTeams({
  id,
  divisionId,
  seasonId,
}: {
  id: string;
  divisionId: string | null;
  seasonId: string;
}) {
  const { teams } = usePlayerChoices({ divisionId, seasonId });
  return (
    <datalist id={id}>
      {teams.map((t) => (
        <option key={t.id} value={t.name} />
      ))}
    </datalist>
  );
}

/**
 * 'Edit tournament' (manageTournaments): date, address, type, division, best of (at least 3, given
 * to every round) and the single-round switch. A knockout adds notes and the report switches; a
 * single round (a superleague night) shows instead its host and opponent (typed or chosen from the
 * season's teams) and gender, as the original's dialog did (docs/domain.md). Fields not shown keep
 * their values. Shows Save when something changed, else Close, and saves on close when changed.
 */
export function EditTournamentDialog({
  tournament,
  onSave,
  onClose,
  saveError,
}: {
  tournament: TournamentDto;
  onSave: (next: TournamentDto) => Promise<boolean>;
  /** The sheet's refused save, shown inside the dialog (decision 021). */
  saveError?: { title: string; error: unknown } | undefined;
  onClose: () => void;
}) {
  const original = detailsOf(tournament);
  const [details, setDetails] = useState(original);
  const [errors, setErrors] = useState<string[]>([]);
  const divisions = useQuery(divisionsQuery()).data ?? [];
  const teamsList = useId();
  const changed = JSON.stringify(details) !== JSON.stringify(original);
  const set =
    <K extends keyof Details>(key: K) =>
    (value: Details[K]) =>
      setDetails({ ...details, [key]: value });

  const finish = async () => {
    if (!changed) return onClose();
    const bestOf = details.bestOf.trim() === '' ? null : parseBestOf(details.bestOf, MIN_TOURNAMENT_BEST_OF);
    if (details.bestOf.trim() !== '' && bestOf === null) return setErrors([BEST_OF_INVALID]);
    let next: TournamentDto = {
      ...tournament,
      date: details.date,
      address: details.address.trim(),
      type: details.type?.trim() || null,
      notes: details.notes?.trim() || null,
      divisionId: details.divisionId,
      accoladesCount: details.accoladesCount,
      excludeFromReports: details.excludeFromReports,
      gender: details.gender,
      singleRound: details.singleRound,
      format: details.singleRound ? null : details.format,
      formatOptions: details.singleRound
        ? null
        : formatOptionsOf(details, tournament.formatOptions?.drawSeed),
      // Another format has other matches: its results start afresh.
      results: details.format === tournament.format ? tournament.results : [],
      host: details.host.trim() || null,
      opponent: details.opponent.trim() || null,
    };
    if (bestOf !== tournament.bestOf) next = bestOf === null ? { ...next, bestOf } : withBestOf(next, bestOf);
    if (await onSave(next)) onClose();
  };

  return (
    <Dialog
      title="Edit tournament"
      onClose={() => void finish()}
      saveError={saveError}
      onSubmit={() => void finish()}
      footer={
        <button type="submit" className="btn btn-primary">
          {changed ? 'Save' : 'Close'}
        </button>
      }
    >
      <ErrorList errors={errors} />
      <TextField label="Date" type="date" value={details.date} onChange={set('date')} />
      <TextField label="Address" value={details.address} onChange={set('address')} />
      <TextField
        label="Type"
        value={details.type ?? ''}
        onChange={set('type')}
        placeholder="Singles, Pairs, ..."
      />
      {!details.singleRound && (
        <TextField label="Notes" value={details.notes ?? ''} onChange={set('notes')} />
      )}
      <SelectField
        label="Division"
        value={details.divisionId ?? ''}
        onChange={(id) => setDetails({ ...details, divisionId: id || null })}
      >
        <option value="">Cross-divisional</option>
        {divisions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Best of"
        type="number"
        min={MIN_TOURNAMENT_BEST_OF}
        value={details.bestOf}
        onChange={set('bestOf')}
      />
      <CheckField
        label="Single round (superleague)"
        checked={details.singleRound}
        onChange={set('singleRound')}
        switch
      />
      {!details.singleRound && (
        <FormatFields details={details} onChange={(change) => setDetails({ ...details, ...change })} />
      )}
      {details.singleRound && (
        <>
          <SeasonTeams id={teamsList} divisionId={details.divisionId} seasonId={tournament.seasonId} />
          <TextField
            label="Host"
            value={details.host}
            onChange={set('host')}
            list={teamsList}
            autoComplete="off"
            hint="A team of the season, or any name"
          />
          <TextField
            label="Opponent"
            value={details.opponent}
            onChange={set('opponent')}
            list={teamsList}
            autoComplete="off"
          />
          <SelectField
            label="Gender"
            value={details.gender ?? ''}
            onChange={(g) => setDetails({ ...details, gender: g || null })}
          >
            <option value="">Any</option>
            <option value="men">Men</option>
            <option value="women">Women</option>
          </SelectField>
        </>
      )}
      {!details.singleRound && (
        <>
          <CheckField
            label="Include 180s and hi-checks in the players table"
            checked={details.accoladesCount}
            onChange={set('accoladesCount')}
            switch
          />
          <CheckField
            label="Exclude from reports"
            checked={details.excludeFromReports ?? false}
            onChange={set('excludeFromReports')}
            switch
          />
        </>
      )}
    </Dialog>
  );
}
