import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { divisionTeamsQuery } from '#web/features/league/queries';
import { seasonsQuery } from '#web/features/site/queries';

interface TeamChoice {
  id: string;
  name: string;
}

/**
 * The team a person keeps the scores for, picked by name from the current season's teams (the
 * latest season when none is current), with a box that narrows the list. A team chosen before
 * that is not in the season stays listed, so saving never drops it unasked.
 */
export function TeamPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const seasons = (useQuery(seasonsQuery()).data ?? []).filter((s) => !s.deleted);
  const season =
    seasons.find((s) => s.isCurrent) ??
    [...seasons].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  const divisions = season?.divisions.filter((d) => !d.deleted) ?? [];
  const lists = useQueries({
    queries: divisions.map((d) => divisionTeamsQuery(d.id, season!.id)),
  });
  const byId = new Map<string, TeamChoice>();
  for (const list of lists)
    for (const team of list.data ?? []) byId.set(team.id, { id: team.id, name: team.name });
  const teams = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  const loading = lists.some((l) => l.isPending);
  const wanted = search.trim().toLowerCase();
  const shown = teams.filter((t) => t.id === value || t.name.toLowerCase().includes(wanted));
  const unknown = value !== '' && !byId.has(value) && !loading;

  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Team</legend>
      <label htmlFor={`${id}-search`} className="form-label">
        Find a team
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control mb-2"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Type part of a team's name"
      />
      <label htmlFor={`${id}-team`} className="form-label">
        Team they keep the scores for
      </label>
      <select
        id={`${id}-team`}
        className="form-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      >
        <option value="">No team</option>
        {unknown && <option value={value}>A team not in {season?.name ?? 'this season'}</option>}
        {shown.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <div id={`${id}-hint`} className="form-text">
        Optional: a team clerk records their own team's scores.{' '}
        {season ? `The teams of ${season.name}` : 'No season yet'}
        {loading ? ' (loading...)' : wanted && shown.length === 0 ? ': no team matches' : ''}.
      </div>
    </fieldset>
  );
}
