import type { BrowseQuery, DataTable, ExportDataRequest } from '@darts/core/contract/data';
import { DATA_ROUTES } from '@darts/core/contract/routes/data';
import { call, commandTo } from './client';
import { postForm } from './form';

/** An export asks for some tables, each with ids (empty: the whole table). */
export type ExportRequest = Omit<ExportDataRequest, 'tables'> & {
  tables: Partial<Record<DataTable, string[]>>;
};

/** The data admin calls: tables, export, import, browse and view. */
export const dataApi = {
  tables: async () => (await call(DATA_ROUTES.tables)) ?? [],
  export: (body: ExportRequest) => commandTo(DATA_ROUTES.export, { body }),
  /** Multipart: the zip plus password, dryRun, purgeData and tables (IMPORT_FIELDS). */
  import: (form: FormData) => postForm(DATA_ROUTES.import, form),
  browse: (table: string, query: BrowseQuery) => {
    const search = new URLSearchParams();
    if (query.page !== undefined) search.set('page', String(query.page));
    if (query.pageSize !== undefined) search.set('pageSize', String(query.pageSize));
    return commandTo(DATA_ROUTES.browse, { params: { table }, query: search });
  },
  view: (table: string, id: string) => commandTo(DATA_ROUTES.view, { params: { table, id } }),
};
