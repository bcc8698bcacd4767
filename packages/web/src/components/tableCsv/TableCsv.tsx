import { useRef, type ReactNode } from 'react';

/**
 * A table and, under it, a button that downloads it as CSV as it shows (decision 058), named
 * `name` (the table's caption) in `file` (its file name's words: the page's subject too, so two
 * players' careers are two files). The code that writes the file loads on the click.
 */
export function TableCsv({ name, file, children }: { name: string; file?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const download = () => {
    const table = box.current?.querySelector('table');
    if (table) void import('./tableCsv').then((csv) => csv.downloadTable(table, name, file ?? name));
  };
  return (
    // As a flex item (a superleague night's draw beside its chart) it may shrink to the screen: its table scrolls.
    <div ref={box} style={{ minWidth: 0, maxWidth: '100%' }}>
      {children}
      <button
        type="button"
        className="table-csv btn btn-outline-secondary btn-sm mb-3 d-print-none"
        onClick={download}
      >
        CSV<span className="visually-hidden"> of {name}</span>
      </button>
    </div>
  );
}
