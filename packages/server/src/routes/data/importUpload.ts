import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_MESSAGES,
  IMPORT_FIELDS,
  MAX_IMPORT_ZIP_BYTES,
  importDataFieldsSchema,
  type ImportDataFields,
} from '@darts/core/contract/data';
import { badRequest, tooLarge } from '../../errors';
import { ZIP_MESSAGES } from '../../services/data/zipRead';

/*
 * The import form (multipart): the zip file and the text fields of contract/data.ts. Registered
 * inside the data area's plugin, so the 30 MB limit is the import's own.
 */

export async function registerImportUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_ZIP_BYTES, files: 1, fields: 40, fieldSize: 2000, parts: 42 },
    throwFileSizeLimit: true,
  });
}

export const BROKEN_IMPORT_UPLOAD = 'body: the upload is not a complete multipart/form-data body';

/** Reads the form after the access check; each bad field is named, a file over 30 MB is a 413. */
export async function readImportUpload(request: FastifyRequest): Promise<{ zip: Buffer; fields: ImportDataFields }> {
  if (!request.isMultipart()) throw badRequest('body: send the zip file as multipart/form-data');
  const text: Record<string, string> = {};
  const tables: string[] = [];
  let zip: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname.toLowerCase() === IMPORT_FIELDS.zip.toLowerCase() && !zip) zip = bytes;
      } else if (typeof part.value === 'string') {
        if (part.fieldname === IMPORT_FIELDS.tables) tables.push(part.value);
        else text[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ZIP_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(`${IMPORT_FIELDS.zip}: send one zip file`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('body: too many fields');
    throw badRequest(BROKEN_IMPORT_UPLOAD);
  }
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
