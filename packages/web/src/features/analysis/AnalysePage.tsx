import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ANALYSIS_KINDS, ANALYSIS_TITLES, type AnalysisKind } from '@darts/core/analysis/breakdowns';
import {
  analyseButtonLabel,
  seasonByNameOrId,
  seasonNotFound,
  tournamentChoiceLabel,
  tournamentChoices,
} from '@darts/core/analysis/choices';
import { SELECT_TOURNAMENTS_FIRST } from '@darts/core/contract/analysis';
import { analysisApi } from '#web/api/analysis';
import { useSearchParams } from 'wouter';
import { useParams } from '#web/routing/location';
import { lazyComponent } from '#web/components/lazyComponent';
import { NotPermitted } from '#web/components/NotPermitted';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { seasonsQuery } from '#web/features/site/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { AnalysisResults } from './AnalysisResults';
import { tournamentListQuery } from '#web/api/tournament';
import { TournamentPicker } from './TournamentPicker';

// The running-average charts (and their chart library) load only when asked for.
const MatchCharts = lazyComponent(async () => (await import('./MatchCharts')).MatchCharts);

function Chip({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <span className="badge rounded-pill text-bg-light border d-inline-flex align-items-center gap-1">
      {label}
      <button
        type="button"
        className="btn-close btn-close-sm"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      />
    </span>
  );
}

/**
 * `/analyse/{season}` (docs/domain.md "Analysis"): choose the season's tournaments, analyse them
 * (POST /api/Sayg/Analyse) and read the breakdowns per team. The choice lives in the address:
 * t (tournament ids), team and a (analysis kinds), each repeated.
 */
export function AnalysePage() {
  const { season: seasonParam = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { account, isPending } = useAccount();
  const seasons = useQuery(seasonsQuery());
  const tournaments = useQuery(tournamentListQuery());
  const season = seasons.data ? seasonByNameOrId(seasons.data, seasonParam) : null;
  useDocumentTitle('Analyse', season?.name ?? seasonParam);
  const [problem, setProblem] = useState<string | null>(null);
  const [charts, setCharts] = useState(false);
  const run = useMutation({ mutationFn: analysisApi.analyse, meta: { handlesErrors: true } });

  const chosen = search.getAll('t');
  const teams = search.getAll('team');
  const kinds = search.getAll('a');
  const update = (key: string, values: readonly string[]) => {
    const next = new URLSearchParams(search);
    next.delete(key);
    for (const value of values) next.append(key, value);
    setSearch(next, { replace: true });
  };

  const analyse = (ids: readonly string[]) => {
    if (ids.length === 0) {
      setProblem(SELECT_TOURNAMENTS_FIRST);
      return;
    }
    setProblem(null);
    run.mutate(ids);
  };
  // Arriving with tournaments in the address (the fixtures tab's link) analyses them at once.
  const opened = useRef<string[] | null>(search.getAll('t'));
  const allowed = account?.access.analyseMatches === true;
  useEffect(() => {
    if (!allowed || !opened.current) return;
    const ids = opened.current;
    opened.current = null;
    if (ids.length > 0) analyse(ids);
  });

  if (isPending || seasons.isPending) return <Spinner />;
  if (!allowed) return <NotPermitted />;
  if (!season) return <p className="p-3 text-danger">{seasonNotFound(seasonParam)}</p>;

  const list = tournamentChoices(tournaments.data ?? [], season.id);
  const labelOf = (id: string) => {
    const t = list.find((x) => x.id === id);
    return t ? tournamentChoiceLabel(t) : id;
  };
  const result = run.data?.result ?? null;
  // The answer's errors and warnings are one alert.
  const notices = run.data ? [...run.data.errors, ...run.data.warnings] : [];

  return (
    <section className="p-3" aria-label="Analyse">
      <h1 className="h3">Analyse {season.name}</h1>
      {tournaments.isPending ? (
        <Spinner label="Loading tournaments" />
      ) : (
        <TournamentPicker tournaments={list} chosen={chosen} onChange={(ids) => update('t', ids)} />
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.isPending}
          onClick={() => analyse(chosen)}
        >
          {run.isPending ? 'Analysing...' : analyseButtonLabel(chosen.length)}
        </button>
        {chosen.map((id) => (
          <Chip
            key={id}
            label={labelOf(id)}
            onRemove={() =>
              update(
                't',
                chosen.filter((c) => c !== id),
              )
            }
          />
        ))}
        {teams.map((team) => (
          <Chip
            key={team}
            label={`Team: ${team}`}
            onRemove={() =>
              update(
                'team',
                teams.filter((t) => t !== team),
              )
            }
          />
        ))}
        {kinds.map((kind) => (
          <Chip
            key={kind}
            label={ANALYSIS_TITLES[kind as AnalysisKind] ?? kind}
            onRemove={() =>
              update(
                'a',
                kinds.filter((k) => k !== kind),
              )
            }
          />
        ))}
      </div>
      {problem && (
        <p className="alert alert-warning" role="alert">
          {problem}
        </p>
      )}
      {run.error && (
        <p className="alert alert-danger" role="alert">
          {run.error.message}
        </p>
      )}
      {notices.length > 0 && (
        <div className="alert alert-warning" role="alert">
          <ul className="mb-0" aria-label="Warnings">
            {notices.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {run.data && run.data.messages.length > 0 && (
        <details className="mb-3">
          <summary>What was analysed</summary>
          <ul className="small">
            {run.data.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </details>
      )}
      {result && (
        <AnalysisResults
          result={result}
          kinds={kinds.filter((k) => (ANALYSIS_KINDS as readonly string[]).includes(k))}
          teams={teams}
          onOnlyKind={(kind) => update('a', [kind])}
          onOnlyTeam={(team) => update('team', [team])}
        />
      )}
      {result && (
        <div className="mt-3">
          {charts ? (
            <MatchCharts tournamentIds={chosen} />
          ) : (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setCharts(true)}>
              Show running averages
            </button>
          )}
        </div>
      )}
    </section>
  );
}
