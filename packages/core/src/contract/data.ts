import { z } from 'zod';
import { CONTROL_CHARACTER, GUID_PATTERN, ID_MESSAGE } from './common';
import {
  BROWSE_MAX_PAGE_SIZE,
  BROWSE_PAGE_SIZE,
  DATA_TABLES,
  MAX_EXPORT_IDS_PER_TABLE,
  type DataTable,
} from '../data/tables';

export * from '../data/tables';
export * from '../data/messages';
export * from '../data/secrets';

/*
 * Administration of data (/api/Data): the tables, export, import, browse and view. Shapes and
 * messages: docs/domain.md "Data export and import"; the zip's layout and
 * its encryption: docs/decisions/027. The tables, limits and messages are zod-free modules
 * (data/tables.ts, data/messages.ts), re-exported here.
 */

// GET /api/Data/Tables

export const dataTableSchema = z.object({
  name: z.enum(DATA_TABLES),
  /** The stored type's name, e.g. `Game`. */
  dataTypeName: z.string(),
  canExport: z.boolean(),
  canImport: z.boolean(),
});
export type DataTableDto = z.infer<typeof dataTableSchema>;
export const dataTablesSchema = z.array(dataTableSchema);

// One row, as the zip holds it and View answers it

/** A document table's row: the id, the audit columns and the stored document. */
export const dataDocumentRowSchema = z.object({
  id: z.string(),
  created: z.string(),
  author: z.string().nullable(),
  updated: z.string(),
  editor: z.string().nullable(),
  deleted: z.string().nullable(),
  remover: z.string().nullable(),
  doc: z.record(z.string(), z.unknown()),
});
export type DataDocumentRow = z.infer<typeof dataDocumentRowSchema>;

/** A photo's bytes (table photo_blob), base64. */
export const dataPhotoBlobRowSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  bytes: z.string(),
});
export type DataPhotoBlobRow = z.infer<typeof dataPhotoBlobRowSchema>;

export type DataRow = DataDocumentRow | DataPhotoBlobRow;

/** meta.json of our zip. */
export const dataExportMetaSchema = z.object({
  created: z.string(),
  version: z.string(),
  creator: z.string().nullable(),
  hostname: z.string(),
  /** The tables asked for, each with the ids asked for (empty: the whole table). */
  requestedTables: z.record(z.string(), z.array(z.string())),
});
export type DataExportMeta = z.infer<typeof dataExportMetaSchema>;

// POST /api/Data/Export

const tableName = z.enum(DATA_TABLES, { error: 'must name a table of the league' });

/**
 * A row's id as an address or a list names it: at most 100 characters, no control characters
 * (PostgreSQL cannot even compare a NUL); a GUID in any case names the row stored in lower case
 * (a session's hash is kept as it is).
 */
const rowId = (message: string) =>
  z
    .string({ error: message })
    .max(100, { error: message })
    .refine((id) => !CONTROL_CHARACTER.test(id), { error: message })
    .transform((id) => (GUID_PATTERN.test(id) ? id.toLowerCase() : id));

export const exportDataRequestSchema = z.object({
  password: z
    .string({ error: 'must be text' })
    .max(200, { error: 'must be at most 200 characters' })
    .nullish()
    .transform((s) => s ?? ''),
  includeDeletedEntries: z
    .boolean({ error: 'must be true or false' })
    .nullish()
    .transform((b) => b === true),
  /** Table -> ids (empty list: the whole table); no tables: everything the caller may export. */
  tables: z
    .partialRecord(
      tableName,
      z
        .array(rowId(ID_MESSAGE), { error: 'must be a list of ids' })
        .max(MAX_EXPORT_IDS_PER_TABLE, { error: `must name at most ${MAX_EXPORT_IDS_PER_TABLE} rows` }),
      {
        error: 'must name tables, each with a list of ids',
      },
    )
    .nullish()
    .transform((t) => (t ?? {}) as Partial<Record<DataTable, string[]>>),
});
export type ExportDataRequest = z.input<typeof exportDataRequestSchema>;

export const exportDataResultSchema = z.object({
  /** Rows exported, by table. */
  tables: z.record(z.string(), z.number()),
  /** The zip, base64. */
  zip: z.string(),
});
export type ExportDataResult = z.infer<typeof exportDataResultSchema>;

// POST /api/Data/Import (multipart)

const formBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'True', 'False', 'on', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === 'True' || v === 'on'));

/** The text fields of the import form (the file is read apart). */
export const importDataFieldsSchema = z.object({
  password: z.string().max(200, { error: 'must be at most 200 characters' }).optional().default(''),
  dryRun: formBoolean(true),
  purgeData: formBoolean(false),
  /** Tables to import; empty: every table in the zip the caller may import. */
  tables: z
    .array(z.string())
    .optional()
    .transform((list) =>
      (list ?? [])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(tableName)),
});
export type ImportDataFields = z.infer<typeof importDataFieldsSchema>;

export const importDataResultSchema = z.object({
  /** Rows imported (or that a dry run would import), by table. */
  tables: z.record(z.string(), z.number()),
});
export type ImportDataResult = z.infer<typeof importDataResultSchema>;

// GET /api/Data/Browse/{table}/ and GET /api/Data/View/{table}/{id}

export const browseParamsSchema = z.object({ table: z.string().max(100).optional() });
export const viewParamsSchema = z.object({ table: z.string().max(100), id: rowId(ID_MESSAGE) });

export const browseQuerySchema = z.object({
  /** 1-based. */
  page: z.coerce.number({ error: 'must be a page number' }).int().min(1).optional().default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number of rows' })
    .int()
    .min(1)
    .max(BROWSE_MAX_PAGE_SIZE, { error: `must be at most ${BROWSE_MAX_PAGE_SIZE}` })
    .optional()
    .default(BROWSE_PAGE_SIZE),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;

/** One row of the browser's list: every row, deleted ones too. */
export const browseRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  date: z.string().nullable(),
  divisionId: z.string().nullable(),
  seasonId: z.string().nullable(),
  deleted: z.string().nullable(),
  remover: z.string().nullable(),
});
export type BrowseRow = z.infer<typeof browseRowSchema>;

export const browseResultSchema = z.object({
  table: z.enum(DATA_TABLES),
  page: z.number(),
  pageSize: z.number(),
  /** Rows in the table (deleted included). */
  totalRows: z.number(),
  rows: z.array(browseRowSchema),
});
export type BrowseResult = z.infer<typeof browseResultSchema>;

/** View answers the stored row (a photo's bytes answer contentType and size, not the bytes). */
export const viewResultSchema = z.union([
  dataDocumentRowSchema,
  z.object({ id: z.string(), contentType: z.string(), size: z.number() }),
]);
export type ViewResult = z.infer<typeof viewResultSchema>;
