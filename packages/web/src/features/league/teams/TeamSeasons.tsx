import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Team } from '@darts/core/contract/team';
import { divisionsQuery, seasonsQuery } from '#web/features/site/queries';
import { CheckField, SelectField } from '#web/components/fields';
import { useLeagueView } from '../context';
import { SAVE_ERROR, useAddTeamSeason, useRemoveTeamSeason } from '../mutations';
import { SaveError } from '#web/components/SaveError';

/** Placeholders for a registration whose season or division is gone. */
export const SEASON_NOT_FOUND = 'Season not found';
export const DIVISION_NOT_FOUND = 'Division not found';
/** The team being edited could not be read (the season dialog). */
export const teamNotFound = (name: string, id: string) => `Team not found: ${name} (${id})`;

/**
 * A team's seasons: a team may be registered for
 * many seasons, each in a division, and removed again.
 */
export function TeamSeasons({ team }: { team: Team }) {
  const view = useLeagueView();
  const seasons = useQuery(seasonsQuery()).data ?? [];
  const divisions = useQuery(divisionsQuery()).data ?? [];
  const add = useAddTeamSeason();
  const remove = useRemoveTeamSeason();
  const headingId = useId();
  const [seasonId, setSeasonId] = useState('');
  const [divisionId, setDivisionId] = useState(view.divisionId ?? '');
  const [copyPlayers, setCopyPlayers] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const registered = team.seasons.filter((ts) => !ts.deleted);
  const nameOf = (list: readonly { id: string; name: string }[], id: string | null, missing: string) =>
    list.find((x) => x.id === id)?.name ?? missing;
  const available = seasons.filter((s) => !s.deleted && !registered.some((ts) => ts.seasonId === s.id));
  const busy = add.isPending || remove.isPending;

  const associate = () => {
    if (!seasonId) {
      setError('Select a season first');
      return;
    }
    setError(null);
    if (!window.confirm('Are you sure you want to associate this season?')) return;
    add.mutate(
      {
        id: team.id,
        seasonId,
        divisionId,
        copyPlayersFromSeasonId: copyPlayers ? (view.season?.id ?? null) : null,
      },
      { onSuccess: () => setSeasonId('') },
    );
  };

  const removeSeason = (registration: Team['seasons'][number]) => {
    const season = nameOf(seasons, registration.seasonId, SEASON_NOT_FOUND);
    const division = nameOf(divisions, registration.divisionId, DIVISION_NOT_FOUND);
    if (!window.confirm(`Are you sure you want to remove ${team.name} from ${season} and ${division}?`))
      return;
    remove.mutate({ teamId: team.id, seasonId: registration.seasonId });
  };

  return (
    <section aria-labelledby={headingId} className="border-top pt-3">
      <h3 id={headingId} className="h6">
        Seasons
      </h3>
      <ul className="list-unstyled">
        {registered.map((ts) => (
          <li key={ts.id} className="d-flex align-items-center gap-2 mb-1">
            <span className="flex-grow-1">
              {nameOf(seasons, ts.seasonId, SEASON_NOT_FOUND)} (
              {nameOf(divisions, ts.divisionId, DIVISION_NOT_FOUND)})
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={() => removeSeason(ts)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <SelectField
        label="Add to season"
        value={seasonId}
        onChange={setSeasonId}
        errors={error ? [error] : undefined}
      >
        <option value="">Select a season</option>
        {available.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="In division" value={divisionId} onChange={setDivisionId}>
        {divisions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      {view.season && (
        <CheckField
          label={`Copy players from ${view.season.name}`}
          checked={copyPlayers}
          onChange={setCopyPlayers}
        />
      )}
      <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={associate}>
        Associate season
      </button>
      <SaveError title={SAVE_ERROR.teamSeason} error={add.error ?? remove.error} />
    </section>
  );
}
