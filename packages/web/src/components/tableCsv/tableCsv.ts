import { csvFileName, csvOfRows, type CsvCell } from '@darts/core/openData/csv';
import { saveFile } from '#web/components/saveFile';

/*
 * A table as the page shows it, as a CSV file (decision 058): the rows and the words on screen, so
 * the file holds exactly what the visitor sees with the page's own choices. Loaded on the click.
 */

const textOf = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A number as a number (a spreadsheet's own), anything else as the words. */
const cellOf = (text: string): CsvCell => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** A row's cells, a cell spanning columns followed by empty ones. */
function cellsOf(row: HTMLTableRowElement, read: (cell: Element) => string): string[] {
  return Array.from(row.cells).flatMap((cell) => [read(cell), ...Array<string>(cell.colSpan - 1).fill('')]);
}

/**
 * The header row (the head's last row; a heading that abbreviates, "Avg", by its title, "3-dart
 * average"; the empty corner, or a table without a head, names the table by its caption) and the rows.
 */
export function tableContent(table: HTMLTableElement, name: string): { header: string[]; rows: CsvCell[][] } {
  const rows = Array.from(table.tBodies).flatMap((body) => Array.from(body.rows));
  if (table.tFoot) rows.push(...Array.from(table.tFoot.rows));
  const body = rows.map((row) => cellsOf(row, textOf).map(cellOf));
  const headRow = table.tHead?.rows[table.tHead.rows.length - 1];
  const width = Math.max(1, ...body.map((row) => row.length));
  const header = headRow
    ? cellsOf(headRow, (cell) => (cell as HTMLElement).title || textOf(cell))
    : Array<string>(width).fill('');
  if (header[0] === '') header[0] = name;
  return { header, rows: body };
}

/** Saves the table as a CSV file named from `file` ("Sam Smith career" -> sam-smith-career.csv). */
export function downloadTable(table: HTMLTableElement, name: string, file: string): void {
  const { header, rows } = tableContent(table, name);
  saveFile(new Blob([csvOfRows(header, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(file));
}
