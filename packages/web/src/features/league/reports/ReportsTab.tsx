import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ReportCollectionDto, ReportRequest } from '@darts/core/contract/report';
import { REPORT_TOP_COUNT } from '@darts/core/reports/types';
import { isApiError } from '#web/api/client';
import { reportApi } from '#web/api/report';
import { ErrorList } from '#web/components/ErrorList';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useLeagueView } from '../context';
import { ReportTable } from './ReportTable';
import { Icon, PrintIcon } from '#web/components/icons';

const errorTexts = (error: unknown): string[] =>
  isApiError(error)
    ? error.errors.length > 0
      ? error.errors
      : [error.message]
    : [error instanceof Error ? error.message : String(error)];

/** The Reports tab (runReports): top N records of each report, a chooser, and a printable table. */
export function ReportsTab() {
  const view = useLeagueView();
  useDocumentTitle('Reports', view.divisionName);
  const id = useId();
  const [topCount, setTopCount] = useState(String(REPORT_TOP_COUNT.default));
  const [chosen, setChosen] = useState(0);
  const run = useMutation({
    mutationFn: (request: ReportRequest) => reportApi.run(request),
    meta: { handlesErrors: true },
    onSuccess: () => setChosen(0),
  });
  const count = Number(topCount);
  const valid = Number.isInteger(count) && count >= REPORT_TOP_COUNT.min && count <= REPORT_TOP_COUNT.max;
  const collection: ReportCollectionDto | null = run.data?.result ?? null;
  const report = collection?.reports[chosen] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && view.divisionId && view.season)
      run.mutate({ divisionId: view.divisionId, seasonId: view.season.id, topCount: count });
  };

  return (
    <section aria-label="Reports">
      <h2 className="h4">{view.divisionName}: Reports</h2>
      <form className="d-print-none d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={submit}>
        <div>
          <label className="form-label" htmlFor={`${id}-top`}>
            Return top N records
          </label>
          <input
            id={`${id}-top`}
            className="form-control"
            type="number"
            min={REPORT_TOP_COUNT.min}
            max={REPORT_TOP_COUNT.max}
            value={topCount}
            onChange={(e) => setTopCount(e.target.value)}
            style={{ maxWidth: '8rem' }}
          />
        </div>
        <button className="btn btn-primary" type="submit" disabled={!valid || run.isPending}>
          {run.isPending ? 'Getting reports...' : 'Get reports...'}
        </button>
        {collection && (
          <button className="btn btn-outline-secondary" type="button" onClick={() => window.print()}>
            <Icon of={PrintIcon} /> Print
          </button>
        )}
      </form>
      {!valid && (
        <p className="text-danger d-print-none">
          Enter a number of records from {REPORT_TOP_COUNT.min} to {REPORT_TOP_COUNT.max}
        </p>
      )}
      {run.isError && <ErrorList errors={errorTexts(run.error)} />}
      {collection && (
        <>
          {collection.messages.length > 0 && (
            <ul className="alert alert-info list-unstyled d-print-none">
              {collection.messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
          <div className="d-print-none mb-3">
            <label className="form-label" htmlFor={`${id}-report`}>
              Report
            </label>
            <select
              id={`${id}-report`}
              className="form-select"
              value={chosen}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {collection.reports.map((r, i) => (
                <option key={i} value={i}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          {report && run.variables ? (
            <ReportTable report={report} request={run.variables} />
          ) : (
            <p>No reports</p>
          )}
        </>
      )}
    </section>
  );
}
