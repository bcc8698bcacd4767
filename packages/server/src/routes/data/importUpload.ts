import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_MESSAGES,
  IMPORT_FIELDS,
  MAX_IMPORT_ZIP_BYTES,
  importDataFieldsSchema,
  type ImportDataFields,
} from '@darts/core/contract/data';
import { badRequest } from '#server/errors';
import { readMultipartForm, registerMultipartForms } from '#server/http/multipartForm';
import { ZIP_MESSAGES } from '#server/services/data/zipRead';

/*
 * The import form (multipart): the zip file and the text fields of contract/data.ts. Registered
 * inside the data area's plugin, so the 30 MB limit is the import's own.
 */

export async function registerImportUploads(app: FastifyInstance): Promise<void> {
  await registerMultipartForms(app, { fileSize: MAX_IMPORT_ZIP_BYTES, fields: 40, fieldSize: 2000 });
}

/** Reads the form after the access check; each bad field is named, a file over 30 MB is a 413. */
export async function readImportUpload(request: FastifyRequest): Promise<{ zip: Buffer; fields: ImportDataFields }> {
  const form = await readMultipartForm(request, {
    notMultipart: 'body: send the zip file as multipart/form-data',
    tooLarge: ZIP_MESSAGES.tooLarge,
    oneFile: `${IMPORT_FIELDS.zip}: send one zip file`,
  });
  const text = Object.fromEntries(form.fields.map((f) => [f.name, f.value]));
  const tables = form.fields.filter((f) => f.name === IMPORT_FIELDS.tables).map((f) => f.value);
  const zip = form.files.find((f) => f.fieldname.toLowerCase() === IMPORT_FIELDS.zip.toLowerCase())?.bytes;
  const parsed = importDataFieldsSchema.safeParse({
    password: text[IMPORT_FIELDS.password],
    dryRun: text[IMPORT_FIELDS.dryRun],
    purgeData: text[IMPORT_FIELDS.purgeData],
    tables,
  });
  if (!parsed.success)
    throw badRequest(...parsed.error.issues.map((i) => `${String(i.path[0] ?? 'body')}: ${i.message}`));
  if (!zip || zip.length === 0) throw badRequest(DATA_MESSAGES.noZip);
  return { zip, fields: parsed.data };
}
