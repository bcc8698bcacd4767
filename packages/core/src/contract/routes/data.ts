import type {
  BrowseResult,
  DataTableDto,
  ExportDataRequest,
  ExportDataResult,
  ImportDataResult,
  ViewResult,
} from '../data';
import type { Envelope } from '../envelope';
import { route, type MultipartBody } from './route';

/** The data admin's tables, export, import, browse and view (packages/server/src/routes/data). */
export const DATA_ROUTES = {
  tables: route<DataTableDto[]>()('GET', '/api/Data/Tables'),
  export: route<Envelope<ExportDataResult>, ExportDataRequest>()('POST', '/api/Data/Export'),
  /** Multipart: the zip plus password, dryRun, purgeData and tables (IMPORT_FIELDS). */
  import: route<Envelope<ImportDataResult>, MultipartBody>()('POST', '/api/Data/Import'),
  /** `page` and `pageSize` in the query. */
  browse: route<Envelope<BrowseResult>>()(
    'GET',
    '/api/Data/Browse/:table/',
    '/api/Data/Browse/',
    '/api/Data/Browse/:table',
  ),
  view: route<Envelope<ViewResult>>()('GET', '/api/Data/View/:table/:id'),
} as const;
