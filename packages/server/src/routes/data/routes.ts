import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import {
  browseParamsSchema,
  browseQuerySchema,
  browseResultSchema,
  dataTablesSchema,
  exportDataRequestSchema,
  exportDataResultSchema,
  importDataResultSchema,
  viewParamsSchema,
  viewResultSchema,
} from '@darts/core/contract/data';
import { DATA_ROUTES } from '@darts/core/contract/routes/data';
import { requireAccess, requireAnyAccess } from '#server/auth/guard';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { AppContext } from '#server/context';
import { browseTable, dataTables, viewRow } from '#server/services/data/browse';
import { exportData } from '#server/services/data/export';
import { importData } from '#server/services/data/import';
import { readImportUpload, registerImportUploads } from './importUpload';
import { serve } from '../serve';

/* The Data API (docs/domain.md "Data export and import"). */

export const dataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImportUploads(app);

    serve(app, DATA_ROUTES.tables,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Data'],
          summary: 'The tables, with whether the caller may export and import each (exportData or importData)',
          response: { 200: dataTablesSchema },
        },
      },
      async (request) => dataTables(requireAnyAccess(request, ['exportData', 'importData']).doc.access),
    );

    serve(app, DATA_ROUTES.export,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Data'],
          summary:
            'Export tables as a zip (base64): no tables for every table; a table with ids for those rows only (exportData)',
          body: exportDataRequestSchema,
          response: { 200: envelopeSchema(exportDataResultSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'exportData');
        const done = ctx.metrics.dataJobs.startTimer({ job: 'export' });
        const answer = await exportData(ctx, { name: caller.doc.name, access: caller.doc.access }, request.body).finally(
          () => done(),
        );
        return ok({ tables: answer.tables, zip: answer.zip.toString('base64') });
      },
    );

    serve(app, DATA_ROUTES.import,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Data'],
          summary:
            'Import a zip (multipart: zip, password, dryRun (default true), purgeData, tables); a dry run writes nothing (importData)',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(importDataResultSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'importData');
        const { zip, fields } = await readImportUpload(request);
        // The caller's own account and session are never replaced nor purged (services/data/import.ts).
        const token = request.cookies[SESSION_COOKIE];
        const done = ctx.metrics.dataJobs.startTimer({ job: fields.dryRun === false ? 'import' : 'import check' });
        const answer = await importData(ctx, caller.doc.access, zip, {
          ...fields,
          caller: { userId: caller.id, sessionId: token ? ctx.sessions.idOf(token) : null },
        }).finally(() => done());
        return ok({ tables: answer.tables }, answer.messages, answer.warnings);
      },
    );

      serve(app, DATA_ROUTES.browse,
        {
          config: { signedIn: true },
          schema: {
            tags: ['Data'],
            summary: 'A page of a table\'s rows, deleted ones too (exportData)',
            params: browseParamsSchema,
            querystring: browseQuerySchema,
            response: { 200: envelopeSchema(browseResultSchema) },
          },
        },
        async (request) => {
          const caller = requireAccess(request, 'exportData');
          return ok(await browseTable(ctx, caller.doc.access, request.params.table, request.query));
        },
      );

    serve(app, DATA_ROUTES.view,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Data'],
          summary: 'One row as stored (exportData)',
          params: viewParamsSchema,
          response: { 200: envelopeSchema(viewResultSchema) },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'exportData');
        return ok(await viewRow(ctx, caller.doc.access, request.params.table, request.params.id));
      },
    );
  };
