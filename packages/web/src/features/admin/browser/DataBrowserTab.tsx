import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { useLocation, useNavigate } from '#web/routing/location';
import { ErrorList } from '#web/components/ErrorList';
import { errorParts } from '#web/components/errorParts';
import { SelectField } from '#web/components/fields';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { browseQuery, dataTablesQuery, viewQuery } from '../queries';
import { browseSearch, readBrowseOptions, type BrowseOptions } from './browseOptions';
import { DocumentView } from './DocumentView';
import { RowList } from './RowList';

function Rows({ options }: { options: BrowseOptions }) {
  const rows = useQuery(browseQuery(options.table, options.page, options.pageSize));
  if (rows.isPending) return <Spinner label={`Loading ${options.table}`} />;
  if (rows.isError) return <ErrorList errors={errorParts(rows.error).errors} />;
  return rows.data ? <RowList result={rows.data} options={options} /> : null;
}

function Row({ options }: { options: BrowseOptions }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const row = useQuery(viewQuery(options.table, options.id));
  if (row.isPending) return <Spinner label={`Loading ${options.id}`} />;
  if (row.isError) return <ErrorList errors={errorParts(row.error).errors} />;
  if (!row.data) return null;
  return (
    <DocumentView
      row={row.data as Record<string, unknown>}
      options={options}
      onOptions={(change) => navigate(pathname + browseSearch(options, change))}
    />
  );
}

/** The table and id to fetch; keyed by the address, so a followed link refills it. */
function BrowseForm({ options }: { options: BrowseOptions }) {
  const navigate = useNavigate();
  const tables = useQuery(dataTablesQuery());
  const [table, setTable] = useState(options.table);
  const [id, setId] = useState(options.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/admin/browser${browseSearch(options, { table, id: id.trim(), page: 1 })}`);
  };
  return (
    <form onSubmit={submit} aria-label="Browse data" className="row g-2 align-items-end mb-3">
      <div className="col-sm-4">
        <SelectField label="Table" value={table} onChange={setTable}>
          <option value="">Choose a table</option>
          {(tables.data ?? [])
            .filter((t) => t.canExport)
            .map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
        </SelectField>
      </div>
      <div className="col-sm-5">
        <TextField label="Id (optional)" value={id} onChange={setId} />
      </div>
      <div className="col-sm-3 mb-3">
        <button type="submit" className="btn btn-primary" disabled={!table}>
          Fetch
        </button>
      </div>
    </form>
  );
}

/** `/admin/browser`: a table's rows, page by page, and one row's stored document. */
export function DataBrowserTab() {
  const [search] = useSearchParams();
  const options = readBrowseOptions(search);
  return (
    <div>
      <BrowseForm key={`${options.table}/${options.id}`} options={options} />
      {options.table === '' ? (
        <p>Choose a table to see its rows.</p>
      ) : options.id ? (
        <Row options={options} />
      ) : (
        <Rows options={options} />
      )}
    </div>
  );
}
