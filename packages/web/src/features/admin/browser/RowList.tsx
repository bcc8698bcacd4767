import type { BrowseResult } from '@darts/core/contract/data';
import { Link } from 'wouter';
import { browseSearch, type BrowseOptions } from './browseOptions';
import { pageLinks } from './pageLinks';

/** One page of a table's rows (deleted ones too, marked); each id links to its view. */
export function RowList({ result, options }: { result: BrowseResult; options: BrowseOptions }) {
  const links = pageLinks(result.page, Math.ceil(result.totalRows / result.pageSize));
  if (result.rows.length === 0) return <p>No rows in {result.table}.</p>;
  return (
    <>
      <p className="small text-body-secondary mb-1">
        {result.totalRows} {result.totalRows === 1 ? 'row' : 'rows'} in {result.table}
      </p>
      <ul className="list-group mb-2" aria-label={`Rows of ${result.table}`}>
        {result.rows.map((row) => (
          <li key={row.id} className="list-group-item d-flex flex-wrap align-items-baseline">
            <Link className="text-break me-3" to={`/admin/browser${browseSearch(options, { id: row.id })}`}>
              {row.id}
            </Link>
            {row.name && <span className="me-3">{row.name}</span>}
            {row.date && <span className="text-body-secondary me-3">{row.date.slice(0, 10)}</span>}
            {row.deleted && <span className="badge text-bg-secondary">deleted</span>}
          </li>
        ))}
      </ul>
      {links.length > 0 && (
        <nav aria-label="Pages" className="d-flex flex-wrap gap-1">
          {links.map((link) => (
            <Link
              key={link.label}
              className={`btn btn-sm ${link.current ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={link.current ? 'page' : undefined}
              aria-label={link.name === link.label ? undefined : link.name}
              to={`/admin/browser${browseSearch(options, { page: link.page })}`}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}
