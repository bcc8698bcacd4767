import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import {
  DATA_EXPORT_VERSION,
  DATA_TABLES,
  type DataExportMeta,
  type DataTable,
} from '@darts/core/contract/data';
import { canExportTable } from '@darts/core/account/dataAccess';
import type { Access } from '@darts/core/account/access';
import type { AppContext } from '#server/context';
import { notPermitted, tooLarge } from '#server/errors';
import { entryEncrypter } from './crypto';
import { META_FILE } from './decode';
import { documentRepository, PAGE_ROWS } from './tables';

/*
 * Export (POST /api/Data/Export, `npm run admin -- backup`): our zip (docs/decisions/027),
 * meta.json and `{table}/{id}.json` per row. Rows are read a page at a time as stored (the
 * document's JSON text is not parsed again) and the zip is streamed by yazl into one bounded buffer.
 */

export const MAX_EXPORT_BYTES = 200 * 1024 * 1024;
export const EXPORT_TOO_LARGE = `The export is larger than ${MAX_EXPORT_BYTES / 1024 / 1024} MB: export fewer tables`;

export interface ExportOptions {
  password: string;
  includeDeletedEntries: boolean;
  /** Table -> ids (empty: the whole table); none: every table the caller may export. */
  tables: Partial<Record<DataTable, string[]>>;
}

export interface ExportAnswer {
  tables: Record<string, number>;
  zip: Buffer;
}

export async function exportData(
  ctx: Pick<AppContext, 'repos' | 'config' | 'now'>,
  caller: { name: string | null; access: Access },
  options: ExportOptions,
): Promise<ExportAnswer> {
  const named = Object.keys(options.tables) as DataTable[];
  for (const table of named) if (!canExportTable(caller.access, table)) throw notPermitted(`Not permitted to export ${table}`);
  const tables = named.length ? DATA_TABLES.filter((t) => named.includes(t)) : DATA_TABLES.filter((t) => canExportTable(caller.access, t));
  const now = ctx.now();
  const meta: DataExportMeta = {
    created: now.toISOString(),
    version: DATA_EXPORT_VERSION,
    creator: caller.name,
    hostname: exportHost(ctx.config.PUBLIC_URL),
    requestedTables: Object.fromEntries(named.map((t) => [t, options.tables[t] ?? []])),
  };
  const seal = options.password ? await entryEncrypter(options.password) : (plain: Buffer) => plain;
  const zip = new yazl.ZipFile();
  const output = collect(zip.outputStream);
  // Sealed entries are deflated before encryption (crypto.ts): the zip stores them as they are.
  const queue = entryQueue(zip, { mtime: now, compress: !options.password });
  const add = (name: string, json: string) => queue.add(name, seal(Buffer.from(json, 'utf8')));
  add(META_FILE, JSON.stringify(meta));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const ids = options.tables[table]?.length ? options.tables[table] : undefined;
    counts[table] = 0;
    for (let offset = 0; ; offset += PAGE_ROWS) {
      const rows = await pageOf(ctx, table, { offset, ids, deleted: options.includeDeletedEntries });
      for (const row of rows) add(`${table}/${row.id}.json`, row.json);
      counts[table] += rows.length;
      if (rows.length < PAGE_ROWS) break;
      await queue.drained();
    }
  }
  zip.end();
  return { tables: counts, zip: await output };
}

async function pageOf(
  ctx: Pick<AppContext, 'repos'>,
  table: DataTable,
  page: { offset: number; ids: readonly string[] | undefined; deleted: boolean },
): Promise<{ id: string; json: string }[]> {
  if (table === 'photo_blob') {
    const blobs = await ctx.repos.photoBlobs.page({ offset: page.offset, limit: PAGE_ROWS, ids: page.ids });
    return blobs.map((b) => ({
      id: b.id,
      json: JSON.stringify({ id: b.id, contentType: b.contentType, bytes: b.bytes.toString('base64') }),
    }));
  }
  const rows = await documentRepository(ctx, table).rawPage({ ...page, limit: PAGE_ROWS });
  // The document is spliced in as stored: valid JSON text, never parsed and written again.
  return rows.map(({ doc, ...audit }) => ({ id: audit.id, json: `${JSON.stringify(audit).slice(0, -1)},"doc":${doc}}` }));
}

function exportHost(publicUrl: string | undefined): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).host;
    } catch {
      // not a URL: the machine's name below
    }
  }
  return hostname();
}

/**
 * Entries are handed to yazl lazily: it compresses one at a time as the output is read, and the
 * next page of rows is read once the queue is short again, so memory holds about one page.
 */
function entryQueue(zip: yazl.ZipFile, options: { mtime: Date; compress: boolean }) {
  let pending = 0;
  let wake: (() => void) | null = null;
  return {
    add(name: string, bytes: Buffer) {
      pending++;
      zip.addReadStreamLazy(name, { ...options, size: bytes.length }, (callback) => {
        pending--;
        if (pending <= PAGE_ROWS / 4 && wake) {
          wake();
          wake = null;
        }
        callback(null, Readable.from([bytes]));
      });
    },
    drained: () =>
      pending <= PAGE_ROWS / 4 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)),
  };
}

/** Collects a stream into one buffer, refusing more than MAX_EXPORT_BYTES. */
function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const done = new Promise<Buffer>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_EXPORT_BYTES) return void chunks.push(chunk);
      stream.removeListener('data', onData);
      chunks.length = 0;
      reject(tooLarge(EXPORT_TOO_LARGE));
    };
    stream.on('data', onData);
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    stream.on('error', reject);
  });
  // Awaited once every row is added; until then a refusal must not count as unhandled.
  done.catch(() => {});
  return done;
}
