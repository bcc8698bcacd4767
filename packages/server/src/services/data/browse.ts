import type { Access } from '@darts/core/account/access';
import { canExportTable, canImportTable, isDataTable } from '@darts/core/account/dataAccess';
import {
  DATA_MESSAGES,
  DATA_TABLES,
  type BrowseResult,
  type BrowseRow,
  type DataTable,
  type DataTableDto,
  type ViewResult,
  withSecretsHidden,
} from '@darts/core/contract/data';
import type { AppContext } from '#server/context';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { documentRepository } from './tables';

/* GET /api/Data/Tables, Browse and View: what the data browser reads (secrets hidden, core data/secrets.ts). */

const TYPE_NAMES: Record<DataTable, string> = {
  division: 'Division',
  season: 'Season',
  team: 'Team',
  game: 'Game',
  tournament: 'TournamentGame',
  sayg: 'RecordedScoreAsYouGo',
  note: 'FixtureDateNote',
  template: 'Template',
  feature: 'ConfiguredFeature',
  error: 'ErrorDetail',
  photo: 'Photo',
  photo_blob: 'PhotoBytes',
  user: 'User',
  session: 'Session',
};

export function dataTables(access: Access): DataTableDto[] {
  return DATA_TABLES.map((name) => ({
    name,
    dataTypeName: TYPE_NAMES[name],
    canExport: canExportTable(access, name),
    canImport: canImportTable(access, name),
  }));
}

/** The table named in the address, which the caller may read (its rows leave the server as an export would). */
function readableTable(access: Access, table: string | undefined): DataTable {
  if (!table) throw badRequest(DATA_MESSAGES.tableNotSupplied);
  if (!isDataTable(table)) throw notFound(DATA_MESSAGES.tableNotFound(table));
  if (!canExportTable(access, table)) throw notPermitted();
  return table;
}

const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

export async function browseTable(
  ctx: Pick<AppContext, 'repos'>,
  access: Access,
  table: string | undefined,
  query: { page: number; pageSize: number },
): Promise<BrowseResult> {
  const name = readableTable(access, table);
  const offset = (query.page - 1) * query.pageSize;
  let totalRows: number;
  let rows: BrowseRow[];
  if (name === 'photo_blob') {
    totalRows = await ctx.repos.photoBlobs.countAll();
    const blobs = await ctx.repos.photoBlobs.page({ offset, limit: query.pageSize });
    rows = blobs.map((b) => ({ id: b.id, name: null, date: null, divisionId: null, seasonId: null, deleted: null, remover: null }));
  } else {
    const repo = documentRepository(ctx, name);
    totalRows = await repo.countAll();
    const page = await repo.rawPage({ offset, limit: query.pageSize, deleted: true });
    rows = page.map((row) => {
      const doc = withSecretsHidden(name, JSON.parse(row.doc) as Record<string, unknown>);
      return {
        id: row.id,
        name: textOrNull(doc.name),
        date: textOrNull(doc.date),
        divisionId: textOrNull(doc.divisionId),
        seasonId: textOrNull(doc.seasonId),
        deleted: row.deleted,
        remover: row.remover,
      };
    });
  }
  return { table: name, page: query.page, pageSize: query.pageSize, totalRows, rows };
}

export async function viewRow(
  ctx: Pick<AppContext, 'repos'>,
  access: Access,
  table: string,
  id: string,
): Promise<ViewResult> {
  const name = readableTable(access, table);
  if (name === 'photo_blob') {
    const blob = await ctx.repos.photoBlobs.get(id);
    if (!blob) throw notFound(DATA_MESSAGES.recordNotFound);
    return { id, contentType: blob.contentType, size: blob.bytes.length };
  }
  const stored = await documentRepository(ctx, name).get(id);
  if (!stored) throw notFound(DATA_MESSAGES.recordNotFound);
  // Secrets never reach the browser (core data/secrets.ts); exports still carry them.
  return { ...stored, doc: withSecretsHidden(name, stored.doc as Record<string, unknown>) };
}
