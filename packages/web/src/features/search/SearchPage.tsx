import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { OPEN_DATA_ROUTES } from '@darts/core/contract/routes/openData';
import { formatDate } from '@darts/core/league/dates';
import { urlOf } from '#web/api/client';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { fixtureSearchQuery } from './queries';

/*
 * `/search` (issue 29 item 4): fixtures of every season by team, player or venue (any part of the
 * name) and dates, newest first, from the menu, on a phone. The search is in the address, so it
 * can be shared and Back returns to it; the results download as CSV (the read API's, decision 058).
 */

const FIELDS = ['team', 'player', 'venue', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

export function SearchPage() {
  useDocumentTitle('Search fixtures');
  const [params, setParams] = useSearchParams();
  const asked = new URLSearchParams(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])));
  const [form, setForm] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>,
  );
  const found = useQuery(fixtureSearchQuery(asked));
  const set = (field: Field) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  return (
    <article className="p-2" aria-labelledby="search-heading">
      <h1 id="search-heading" className="h3">
        Search fixtures
      </h1>
      <form
        role="search"
        aria-label="Fixtures"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(
            new URLSearchParams(FIELDS.flatMap((f) => (form[f].trim() ? [[f, form[f].trim()]] : []))),
          );
        }}
      >
        <div className="row g-2">
          <div className="col-12 col-md-4">
            <TextField label="Team" value={form.team} onChange={set('team')} />
          </div>
          <div className="col-12 col-md-4">
            <TextField label="Player" value={form.player} onChange={set('player')} />
          </div>
          <div className="col-12 col-md-4">
            <TextField label="Venue" value={form.venue} onChange={set('venue')} />
          </div>
          <div className="col-6">
            <TextField label="From" type="date" value={form.from} onChange={set('from')} />
          </div>
          <div className="col-6">
            <TextField label="To" type="date" value={form.to} onChange={set('to')} />
          </div>
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {found.isError && (
        <p className="alert alert-warning mt-3" role="alert">
          {found.error.message}
        </p>
      )}
      {found.isFetching && <Spinner label="Searching" />}
      {found.data && (
        <section aria-label="Fixtures found" className="mt-3">
          <p role="status">
            {found.data.rows.length === 0
              ? 'No fixture matches your search.'
              : `${found.data.rows.length}${found.data.more ? ' most recent' : ''} fixture${found.data.rows.length === 1 ? '' : 's'} found.`}{' '}
            {found.data.rows.length > 0 && (
              <a href={urlOf(OPEN_DATA_ROUTES.search, { query: withCsv(asked) })} download>
                CSV
              </a>
            )}
          </p>
          <ul className="list-group">
            {found.data.rows.map((f) => (
              <li key={f.id} className="list-group-item">
                <Link to={`/score/${f.id}`} className="fw-semibold text-break">
                  {f.homeTeam} {f.homeScore !== null ? `${f.homeScore} - ${f.awayScore}` : 'v'} {f.awayTeam}
                </Link>
                <div className="small text-secondary">
                  {formatDate(f.date)} · {f.venue} · {f.division}, {f.season}
                  {f.postponed && ' · postponed'}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function withCsv(query: URLSearchParams): URLSearchParams {
  const csv = new URLSearchParams(query);
  csv.set('format', 'csv');
  return csv;
}
