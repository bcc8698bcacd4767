import { csvFileName, csvOfRows, type CsvCell } from '@darts/core/openData/csv';
import { saveFile } from '#web/components/saveFile';

/*
 * A table as the page shows it, as a CSV file (decision 058): the rows and the words on screen, so
 * the file holds exactly what the visitor sees with the page's own choices. Loaded on the click.
 */

const textOf = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A number as a number (a spreadsheet's own), anything else as the words. */
const cellOf = (text: string): CsvCell => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** A control's column (a Details switch) or a row it opened is the screen's, not the table's data. */
const shown = (element: Element) => !element.hasAttribute('data-csv-omit');

/**
 * Rows' cells laid out in columns as the browser lays them out: a cell spanning columns is followed
 * by empty ones; a cell spanning rows (a match's number beside its legs) is repeated in each of its
 * rows, so every row of the file stands alone (a spreadsheet's filter keeps it) and no later cell
 * slips into its column.
 */
function gridOf(section: HTMLTableSectionElement, read: (cell: Element) => string): string[][] {
  const rows = Array.from(section.rows).filter(shown);
  const grid: string[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of Array.from(row.cells).filter(shown)) {
      while (grid[r]![column] !== undefined) column++;
      const text = read(cell);
      const down = Math.min(Math.max(1, cell.rowSpan), rows.length - r);
      for (let i = 0; i < down; i++)
        for (let j = 0; j < cell.colSpan; j++) grid[r + i]![column + j] = j === 0 ? text : '';
      column += cell.colSpan;
    }
  });
  return grid.map((cells) => Array.from(cells, (text) => text ?? ''));
}

/**
 * The header row (the head's last row; a heading that abbreviates, "Avg", by its title, "3-dart
 * average"; the empty corner, or a table without a head, names the table by its caption) and the rows.
 */
export function tableContent(table: HTMLTableElement, name: string): { header: string[]; rows: CsvCell[][] } {
  // Each body (and the foot) on its own: a cell spans rows only within its section.
  const sections = [...Array.from(table.tBodies), ...(table.tFoot ? [table.tFoot] : [])];
  const body = sections.flatMap((section) => gridOf(section, textOf).map((row) => row.map(cellOf)));
  const head = table.tHead ? gridOf(table.tHead, (cell) => (cell as HTMLElement).title || textOf(cell)) : [];
  const width = Math.max(1, ...body.map((row) => row.length));
  const header = head.at(-1) ?? Array<string>(width).fill('');
  if (header[0] === '') header[0] = name;
  return { header, rows: body };
}

/** Saves CSV text as a file named from `file`'s words ("Sam Smith career" -> sam-smith-career.csv). */
export function saveCsv(text: string, ...file: string[]): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName(...file));
}

/** Saves the table as a CSV file named from `file`. */
export function downloadTable(table: HTMLTableElement, name: string, file: string): void {
  const { header, rows } = tableContent(table, name);
  saveCsv(csvOfRows(header, rows), file);
}
