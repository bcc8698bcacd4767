import type { DataTable } from '@darts/core/contract/data';
import type { DocumentRepository } from '#server/db/documents';
import type { DocumentTableName } from '#server/db/schema';
import type { AppContext } from '#server/context';

/*
 * Our data tables and their repositories, for export, import and the data browser. photo_blob
 * (photos' bytes) is apart: it holds bytes, not documents.
 */

export type DocumentDataTable = Exclude<DataTable, 'photo_blob'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one repository of any table
export type AnyDocumentRepository = DocumentRepository<DocumentTableName, any>;

export function documentRepository(ctx: Pick<AppContext, 'repos'>, table: DocumentDataTable): AnyDocumentRepository {
  const r = ctx.repos;
  const byTable: Record<DocumentDataTable, AnyDocumentRepository> = {
    division: r.divisions,
    season: r.seasons,
    team: r.teams,
    game: r.games,
    tournament: r.tournaments,
    sayg: r.sayg,
    note: r.notes,
    template: r.templates,
    feature: r.features,
    error: r.errors,
    photo: r.photos,
    user: r.users,
    session: r.sessions,
  };
  return byTable[table];
}

/** Rows read at a time by export and the browser. */
export const PAGE_ROWS = 500;
