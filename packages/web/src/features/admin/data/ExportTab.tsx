import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COULD_NOT_EXPORT_DATA, SELECT_TABLES_TO_EXPORT, UNABLE_TO_EXPORT_DATA } from '@darts/core/data/messages';
import type { DataTable } from '@darts/core/data/tables';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { Switch } from '#web/components/Switch';
import { TextField } from '#web/components/TextField';
import { useExportDataMutation } from '../mutations';
import { dataTablesQuery } from '../queries';
import { downloadZip, exportFileName } from './download';
import { defaultTables } from './defaultTables';
import { TableChoice } from './TableChoice';
import { TableCounts } from './TableCounts';

/** `/admin/export`: the chosen tables as a zip file, optionally with a password. */
export function ExportTab() {
  const tables = useQuery(dataTablesQuery());
  const offered = (tables.data ?? []).filter((t) => t.canExport).map((t) => t.name);
  const [chosen, setChosen] = useState<Set<DataTable> | null>(null);
  const selected = chosen ?? defaultTables(offered);
  const [password, setPassword] = useState('');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exporting = useExportDataMutation();

  if (tables.isPending) return <Spinner label="Loading tables" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exporting.isPending) return;
    const names = offered.filter((t) => selected.has(t));
    if (names.length === 0) {
      setProblem(SELECT_TABLES_TO_EXPORT);
      return;
    }
    setProblem(null);
    exporting.mutate(
      {
        password,
        includeDeletedEntries: includeDeleted,
        tables: Object.fromEntries(names.map((t) => [t, []])),
      },
      {
        onSuccess: (result) => {
          if (result?.zip) downloadZip(result.zip, exportFileName(new Date()));
          else setProblem(UNABLE_TO_EXPORT_DATA);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Export data" noValidate>
      <TableChoice
        legend="Tables to export"
        tables={offered}
        selected={selected}
        onChange={setChosen}
        disabled={exporting.isPending}
        error={problem === SELECT_TABLES_TO_EXPORT ? problem : null}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint="Optional: the zip's entries are encrypted with it, and an import needs it."
        disabled={exporting.isPending}
      />
      <Switch
        className="mb-3"
        label="Include deleted entries"
        checked={includeDeleted}
        onChange={setIncludeDeleted}
      />
      <button type="submit" className="btn btn-primary" disabled={exporting.isPending}>
        {exporting.isPending ? 'Exporting…' : 'Export'}
      </button>
      {problem === UNABLE_TO_EXPORT_DATA && (
        <div className="alert alert-danger mt-3" role="alert">
          {problem}
        </div>
      )}
      <SaveError title={COULD_NOT_EXPORT_DATA} error={exporting.error} />
      {exporting.data && (
        <div className="mt-3" role="status">
          <TableCounts caption="Exported" tables={exporting.data.tables} />
        </div>
      )}
    </form>
  );
}
