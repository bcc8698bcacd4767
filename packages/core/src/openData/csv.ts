import { stringify } from 'csv-stringify/sync';
import type { CsvColumn } from './tables';

/*
 * Tables as CSV files a spreadsheet opens as it is (written by csv-stringify): a header row, a
 * byte-order mark so the names read as UTF-8, and no cell a spreadsheet would run as a formula.
 * The server writes its downloads with it; a page writes a table as it shows it (decision 058).
 */

export type CsvCell = string | number | null;

/**
 * A cell a spreadsheet would read as a formula ("=...", "+44 1234", "@home") is kept as text; a
 * number ("-5") and a dash for nothing ("-") are not formulas and stay as they are.
 */
const asText = (cell: string) =>
  /^[=+\-@\t\r]/.test(cell) && cell !== '-' && !/^-\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;

const cellOf = (value: CsvCell) =>
  value === null ? '' : typeof value === 'number' ? String(value) : asText(value);

/** Rows of cells under a header row. */
export function csvOfRows(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = stringify(
    rows.map((row) => row.map(cellOf)),
    { header: true, columns: [...header] },
  );
  return `\ufeff${body}`;
}

/** Rows of any kind, a cell of each column. */
export function csvOf<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvOfRows(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

/** A CSV file's name from its parts: letters and digits kept, the rest a dash, in lower case. */
export function csvFileName(...parts: string[]): string {
  const slug = (text: string) =>
    text
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  return `${parts.map(slug).filter(Boolean).join('-')}.csv`;
}
