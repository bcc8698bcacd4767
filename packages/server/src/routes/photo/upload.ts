import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_MESSAGE, idSchema } from '@darts/core/contract/common';
import {
  MAX_PHOTO_FILE_SIZE,
  PHOTO_ENTITY_FIELD,
  PHOTO_FIELD,
  PHOTO_TOO_LARGE,
} from '@darts/core/contract/photo';
import { badRequest } from '#server/errors';
import { readMultipartForm, registerMultipartForms } from '#server/http/multipartForm';
import { assertNotEmpty } from '#server/services/photos';

/*
 * Multipart photo uploads, shared by POST /api/Scores/Photo and (later) POST /api/Tournament/Photo.
 * Register `registerPhotoUploads` inside the area's plugin: the parser is scoped to it.
 */

export async function registerPhotoUploads(app: FastifyInstance): Promise<void> {
  await registerMultipartForms(app, { fileSize: MAX_PHOTO_FILE_SIZE, fields: 10, fieldSize: 1000 });
}

export interface ParsedUpload {
  entityId: string;
  bytes: Buffer;
  fileName: string | null;
}

const isPhotoField = (name: string) => name === PHOTO_FIELD || name === PHOTO_FIELD.toLowerCase();

/**
 * Reads an upload (after the access check: the body is only read for those who may upload): the entity id (field `id`) and one file (`Photo`, or `photo`). Every field is
 * named in its error: `id: must be an id like …`, `Photo: Select a photo first` (the
 * error handler words them for a person);
 * a file over 10 MB is a 413.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<ParsedUpload> {
  const form = await readMultipartForm(request, {
    notMultipart: 'body: send the photo as multipart/form-data',
    tooLarge: PHOTO_TOO_LARGE,
    oneFile: `${PHOTO_FIELD}: send one photo at a time`,
  });
  const fields = Object.fromEntries(form.fields.map((f) => [f.name, f.value]));
  const file = form.files.find((f) => isPhotoField(f.fieldname)) ?? null;
  const errors: string[] = [];
  const id = idSchema.safeParse(fields[PHOTO_ENTITY_FIELD]);
  if (!id.success) errors.push(`${PHOTO_ENTITY_FIELD}: ${ID_MESSAGE}`);
  if (!file) errors.push(`${PHOTO_FIELD}: Select a photo first`);
  if (errors.length > 0 || !file || !id.success) throw badRequest(...errors);
  assertNotEmpty(file.bytes);
  return { entityId: id.data.toLowerCase(), bytes: file.bytes, fileName: file.fileName };
}
