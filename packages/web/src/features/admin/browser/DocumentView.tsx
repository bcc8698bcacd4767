import { Link } from 'wouter';
import { Switch } from '#web/components/Switch';
import {
  browseSearch,
  referencedTable,
  showsProperty,
  type BrowseOptions,
  type ViewToggle,
} from './browseOptions';

interface ValueProps {
  name: string;
  value: unknown;
  depth: number;
  options: BrowseOptions;
}

function Value({ name, value, depth, options }: ValueProps) {
  if (value !== null && typeof value === 'object') {
    return <Properties data={value as Record<string, unknown>} depth={depth + 1} options={options} />;
  }
  const table = typeof value === 'string' ? referencedTable(name) : null;
  if (table && typeof value === 'string' && value) {
    return <Link to={`/admin/browser${browseSearch(options, { table, id: value, page: 1 })}`}>{value}</Link>;
  }
  return <span className="text-break">{String(value)}</span>;
}

function Properties({
  data,
  depth,
  options,
}: {
  data: Record<string, unknown>;
  depth: number;
  options: BrowseOptions;
}) {
  const entries = Object.entries(data).filter(([key, value]) => showsProperty(key, value, depth, options));
  if (entries.length === 0) return <span className="text-body-secondary">(empty)</span>;
  return (
    <table className="table table-sm mb-0">
      <tbody>
        {entries.map(([key, value]) => (
          <tr key={key}>
            <th scope="row" className="fw-normal text-body-secondary">
              {key}
            </th>
            <td>
              <Value name={key} value={value} depth={depth} options={options} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TOGGLES: { name: ViewToggle; label: string }[] = [
  { name: 'showAuditValues', label: 'Show audit values' },
  { name: 'showEmptyValues', label: 'Show empty values' },
  { name: 'showVersion', label: 'Show version' },
];

interface Props {
  /** The row as View answers it: id, audit columns and the stored document. */
  row: Record<string, unknown>;
  options: BrowseOptions;
  onOptions: (change: Partial<BrowseOptions>) => void;
}

/** One stored row, property by property; the view options change the address. */
export function DocumentView({ row, options, onOptions }: Props) {
  const { doc, ...columns } = row;
  // The document's own properties at the top level, with the row's columns where it lacks them.
  const data = doc && typeof doc === 'object' ? { ...columns, ...(doc as Record<string, unknown>) } : row;
  return (
    <section aria-label={`${options.table} ${options.id}`} className="table-responsive">
      <div className="d-flex flex-wrap mb-2">
        {TOGGLES.map((toggle) => (
          <Switch
            key={toggle.name}
            className="me-3"
            label={toggle.label}
            checked={options[toggle.name]}
            onChange={(on) => onOptions({ [toggle.name]: on })}
          />
        ))}
      </div>
      <Properties data={data} depth={1} options={options} />
    </section>
  );
}
