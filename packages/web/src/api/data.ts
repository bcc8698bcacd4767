import type {
  BrowseQuery,
  BrowseResult,
  DataTable,
  DataTableDto,
  ExportDataRequest,
  ExportDataResult,
  ImportDataResult,
  ViewResult,
} from '@darts/core/contract/data';
import { command, http, segment } from './client';
import { postForm } from './form';

/** An export asks for some tables, each with ids (empty: the whole table). */
export type ExportRequest = Omit<ExportDataRequest, 'tables'> & {
  tables: Partial<Record<DataTable, string[]>>;
};

/** The data admin calls: tables, export, import, browse and view. */
export const dataApi = {
  tables: async () => (await http.get<DataTableDto[]>('/api/Data/Tables')) ?? [],
  export: (request: ExportRequest) => command<ExportDataResult>('POST', '/api/Data/Export', request),
  /** Multipart: the zip plus password, dryRun, purgeData and tables (IMPORT_FIELDS). */
  import: (form: FormData) => postForm<ImportDataResult>('/api/Data/Import', form),
  browse: (table: string, query: BrowseQuery) => {
    const search = new URLSearchParams();
    if (query.page !== undefined) search.set('page', String(query.page));
    if (query.pageSize !== undefined) search.set('pageSize', String(query.pageSize));
    const text = search.toString();
    return command<BrowseResult>('GET', `/api/Data/Browse/${segment(table)}/${text ? `?${text}` : ''}`);
  },
  view: (table: string, id: string) =>
    command<ViewResult>('GET', `/api/Data/View/${segment(table)}/${segment(id)}`),
};
