import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { COULD_NOT_IMPORT_DATA, SELECT_A_FILE_FIRST, SELECT_TABLES_TO_IMPORT } from '@darts/core/data/messages';
import { IMPORT_FIELDS, type DataTable } from '@darts/core/data/tables';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { Switch } from '#web/components/Switch';
import { TextField } from '#web/components/TextField';
import { useImportDataMutation } from '../mutations';
import { dataTablesQuery } from '../queries';
import { ImportAnswer } from './ImportAnswer';
import { defaultTables } from './defaultTables';
import { TableChoice } from './TableChoice';

/** `/admin/import`: a zip (ours or the original system's) into the chosen tables. */
export function ImportTab() {
  const fileId = useId();
  const tables = useQuery(dataTablesQuery());
  const offered = (tables.data ?? []).filter((t) => t.canImport).map((t) => t.name);
  const [chosen, setChosen] = useState<Set<DataTable> | null>(null);
  const selected = chosen ?? defaultTables(offered);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [dryRun, setDryRun] = useState(true);
  const [purge, setPurge] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const importing = useImportDataMutation();
  const busy = importing.isPending;

  if (tables.isPending) return <Spinner label="Loading tables" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const names = offered.filter((t) => selected.has(t));
    if (!file) return setProblem(SELECT_A_FILE_FIRST);
    if (names.length === 0) return setProblem(SELECT_TABLES_TO_IMPORT);
    setProblem(null);
    const form = new FormData();
    form.append(IMPORT_FIELDS.zip, file, file.name);
    form.append(IMPORT_FIELDS.password, password);
    form.append(IMPORT_FIELDS.dryRun, String(dryRun));
    form.append(IMPORT_FIELDS.purgeData, String(purge));
    for (const name of names) form.append(IMPORT_FIELDS.tables, name);
    importing.mutate({ form, dryRun });
  };

  return (
    <form onSubmit={submit} aria-label="Import data" noValidate>
      <div className="mb-3">
        <label htmlFor={fileId} className="form-label">
          Zip file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".zip,application/zip"
          className={problem === SELECT_A_FILE_FIRST ? 'form-control is-invalid' : 'form-control'}
          disabled={busy}
          aria-invalid={problem === SELECT_A_FILE_FIRST ? true : undefined}
          aria-describedby={problem === SELECT_A_FILE_FIRST ? `${fileId}-error` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {problem === SELECT_A_FILE_FIRST && (
          <div id={`${fileId}-error`} className="invalid-feedback" role="alert">
            {problem}
          </div>
        )}
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        hint="The password the zip was exported with, if any."
        disabled={busy}
      />
      <Switch
        className="mb-1"
        label="Dry run (write nothing)"
        checked={dryRun}
        onChange={setDryRun}
        disabled={busy}
      />
      {/* The server empties only the chosen tables the zip holds (services/data/import.ts). */}
      <Switch
        className="mb-3"
        label="Purge first: empty the chosen tables the zip holds"
        checked={purge}
        onChange={setPurge}
        disabled={busy}
      />
      <TableChoice
        legend="Tables to import"
        tables={offered}
        selected={selected}
        onChange={setChosen}
        disabled={busy}
        error={problem === SELECT_TABLES_TO_IMPORT ? problem : null}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Importing…' : dryRun ? 'Try the import' : 'Import'}
      </button>
      <SaveError title={COULD_NOT_IMPORT_DATA} error={importing.error} />
      {importing.data && <ImportAnswer answer={importing.data} dryRun={importing.variables.dryRun} />}
    </form>
  );
}
