import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './readyAnswer';
import type { CsvColumn } from '@darts/core/openData/tables';

/*
 * Tables as CSV files a spreadsheet opens as it is (written by csv-stringify): a header row, a
 * byte-order mark so the names read as UTF-8, and no cell a spreadsheet would run as a formula.
 */

/** A cell a spreadsheet would read as a formula ("=...", "+...") is kept as text. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const cellOf = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : asText(value);

export function csvOf<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const body = stringify(
    rows.map((row) => columns.map((c) => cellOf(c.value(row)))),
    { header: true, columns: columns.map((c) => c.header) },
  );
  return `\ufeff${body}`;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A CSV file's name from its parts: letters and digits kept, the rest a dash, in lower case. */
export function csvFileName(...parts: string[]): string {
  const slug = (text: string) =>
    text
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  return `${parts.map(slug).filter(Boolean).join('-')}.csv`;
}

/**
 * Sends a CSV file as an attachment named `fileName`, with an ETag (304 when the client holds it).
 * `attachment` is division/data.ts's Content-Disposition.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  csv: string,
  disposition: string,
): FastifyReply {
  const etag = `"${createHash('sha256').update(csv).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('Content-Type', CSV_TYPE).header('Content-Disposition', disposition).send(csv);
}
