import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '#server/errors';

/*
 * Multipart forms (the photo uploads, the data import): the parser registered inside an area's
 * plugin with the form's own limits, and the form read after the access check, every refusal of
 * the parser answered in the envelope (a 413 for a file over the limit, else a 400 naming the field).
 */

export interface MultipartLimits {
  /** The largest file, in bytes. */
  fileSize: number;
  /** How many text fields a form may hold. */
  fields: number;
  /** The longest text field, in bytes. */
  fieldSize: number;
}

/** Registers the multipart parser for the plugin it is called in: one file and `limits`. */
export async function registerMultipartForms(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await app.register(multipart, {
    limits: { ...limits, files: 1, parts: limits.fields + 2 },
    throwFileSizeLimit: true,
  });
}

/** What a body the multipart parser could not read is told (no or a bad boundary, a body cut short). */
export const BROKEN_UPLOAD = 'body: the upload is not a complete multipart/form-data body';

/** What a form tells its sender, in its own words. */
export interface FormRefusals {
  /** A body that is not multipart, e.g. `body: send the photo as multipart/form-data`. */
  notMultipart: string;
  /** A file over the limit (a 413). */
  tooLarge: string;
  /** A second file, e.g. `Photo: send one photo at a time`. */
  oneFile: string;
}

export interface FormFile {
  fieldname: string;
  bytes: Buffer;
  fileName: string | null;
}

export interface MultipartForm {
  /** The form's file (one at the most). */
  files: FormFile[];
  /** The text fields in the order sent; a field may repeat. */
  fields: { name: string; value: string }[];
}

/**
 * A file part's bytes copied into one buffer the size of the body, then cut to the file's length:
 * a 26 MB import holds 26 MB once rather than its chunks and their concatenation side by side. A
 * body of unknown length, or longer than any form takes, is gathered and joined.
 */
const LARGEST_PRESIZED_BODY = 64 * 1024 * 1024;

async function fileBytes(file: AsyncIterable<Buffer>, contentLength: string | undefined): Promise<Buffer> {
  const bound = Number(contentLength);
  if (!Number.isSafeInteger(bound) || bound <= 0 || bound > LARGEST_PRESIZED_BODY) {
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
  const bytes = Buffer.allocUnsafe(bound);
  let length = 0;
  for await (const chunk of file) {
    // A file is never longer than the body it is in (Node stops a body at its length).
    if (length + chunk.length > bytes.length) throw new Error('file part longer than its body');
    length += chunk.copy(bytes, length);
  }
  return bytes.subarray(0, length);
}

/** Reads a multipart form; whatever the parser refuses is answered with the form's `refusals`. */
export async function readMultipartForm(
  request: FastifyRequest,
  refusals: FormRefusals,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(refusals.notMultipart);
  const form: MultipartForm = { files: [], fields: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        form.files.push({
          fieldname: part.fieldname,
          bytes: await fileBytes(part.file, request.headers['content-length']),
          fileName: part.filename || null,
        });
      else if (typeof part.value === 'string') form.fields.push({ name: part.fieldname, value: part.value });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(refusals.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(refusals.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('body: too many fields');
    throw badRequest(BROKEN_UPLOAD);
  }
  return form;
}
