import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_MESSAGE, idSchema } from '@darts/core/contract/common';
import {
  MAX_PHOTO_FILE_SIZE,
  PHOTO_ENTITY_FIELD,
  PHOTO_FIELD,
  PHOTO_TOO_LARGE,
} from '@darts/core/contract/photo';
import { badRequest, tooLarge, type ApiError } from '../../errors';
import { assertNotEmpty } from '../../services/photos';

/*
 * Multipart photo uploads, shared by POST /api/Scores/Photo and (later) POST /api/Tournament/Photo.
 * Register `registerPhotoUploads` inside the area's plugin: the parser is scoped to it.
 */

export async function registerPhotoUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_FILE_SIZE, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    throwFileSizeLimit: true,
  });
}

export interface ParsedUpload {
  entityId: string;
  bytes: Buffer;
  fileName: string | null;
}

const isPhotoField = (name: string) => name === PHOTO_FIELD || name === PHOTO_FIELD.toLowerCase();

function multipartFailure(error: unknown): ApiError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(PHOTO_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return badRequest(`${PHOTO_FIELD}: send one photo at a time`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('body: too many fields');
  return null;
}

/** What a body the multipart parser could not read is told. */
export const BROKEN_UPLOAD = 'body: the upload is not a complete multipart/form-data body';

/**
 * Reads an upload (after the access check: the body is only read for those who may upload): the entity id (field `id`) and one file (`Photo`, or `photo`). Every field is
 * named in its error: `id: must be an id like …`, `Photo: Select a photo first` (the
 * error handler words them for a person);
 * a file over 10 MB is a 413.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw badRequest('body: send the photo as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string | null } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (isPhotoField(part.fieldname) && !file) file = { bytes, fileName: part.filename || null };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Anything else the parser throws (no or a bad boundary, a body cut short) is the body's fault.
    throw multipartFailure(error) ?? badRequest(BROKEN_UPLOAD);
  }
  const errors: string[] = [];
  const id = idSchema.safeParse(fields[PHOTO_ENTITY_FIELD]);
  if (!id.success) errors.push(`${PHOTO_ENTITY_FIELD}: ${ID_MESSAGE}`);
  if (!file) errors.push(`${PHOTO_FIELD}: Select a photo first`);
  if (errors.length > 0 || !file || !id.success) throw badRequest(...errors);
  assertNotEmpty(file.bytes);
  return { entityId: id.data.toLowerCase(), bytes: file.bytes, fileName: file.fileName };
}
