import { randomUUID } from 'node:crypto';
import type SharpModule from 'sharp';
import type { FormatEnum } from 'sharp';
import {
  MAX_PHOTO_HEIGHT,
  MAX_PHOTOS_PER_ENTITY,
  MIN_PHOTO_FILE_SIZE,
  PHOTO_EMPTY,
  PHOTO_INVALID,
  PHOTO_NOT_YOURS,
  PHOTOS_DISABLED,
  tooManyPhotos,
  type PhotoEntityType,
} from '@darts/core/contract/photo';
import { FEATURE_IDS, featureEnabled } from '@darts/core/feature/flags';
import { TOURNAMENT_NOT_FOUND } from '@darts/core/contract/tournamentMessages';
import type { AppContext } from '#server/context';
import type { FixtureDoc, PhotoDoc, PhotoReferenceDoc, TournamentDoc, UserDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import type { Repositories } from '#server/db/repositories';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { listFeatures } from './features';
import { stampOf } from './league';
import { canDeletePhoto, canSeePhoto } from '#server/policies/photos';

/*
 * Photos of fixtures and tournaments.
 * Metadata in `photo` rows, bytes in `photo_blob`, and a reference in the entity's `photos` list.
 * Every upload is decoded and re-encoded by sharp: anything that is not an image is refused, the
 * picture is turned upright, scaled to at most 1500 high, and its metadata (e.g. location) dropped.
 */

/** Where photos hang: a fixture or a tournament, with the repository that stores it. */
export interface PhotoHost<D extends { photos?: PhotoReferenceDoc[] }> {
  entityType: PhotoEntityType;
  notFound: string;
  repo(repos: Repositories): {
    get(id: string): Promise<Stored<D> | null>;
    replace(current: Stored<D>, doc: D, stamp: Stamp): Promise<Stored<D>>;
  };
}

export const GAME_PHOTOS: PhotoHost<FixtureDoc> = {
  entityType: 'Game',
  notFound: 'Game not found',
  repo: (repos) => repos.games,
};

export const TOURNAMENT_PHOTOS: PhotoHost<TournamentDoc> = {
  entityType: 'Tournament',
  notFound: TOURNAMENT_NOT_FOUND,
  repo: (repos) => repos.tournaments,
};

/** The formats kept (as uploaded), with their content types. */
const FORMATS: Partial<Record<keyof FormatEnum, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
const PIXEL_LIMIT = 100_000_000;

const invalid = (reason: string) => badRequest(`Photo: ${PHOTO_INVALID}: ${reason}`);
/** Why the image library refused a file, in the league's words (its own message names its internals). */
const reasonOf = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? 'the picture is too big (more than 100 million pixels)'
    : 'it could not be read as a JPEG, PNG, WebP or GIF picture';

export async function assertPhotosEnabled(ctx: AppContext): Promise<void> {
  if (!featureEnabled(await listFeatures(ctx), FEATURE_IDS.photos)) throw notPermitted(PHOTOS_DISABLED);
}

export async function photosEnabled(ctx: AppContext): Promise<boolean> {
  return featureEnabled(await listFeatures(ctx), FEATURE_IDS.photos);
}

/** Refuses files under the minimum size (PHOTO_EMPTY), before anything else is checked. */
export function assertNotEmpty(bytes: Buffer): void {
  if (bytes.length < MIN_PHOTO_FILE_SIZE) throw badRequest(`Photo: ${PHOTO_EMPTY}`);
}

/**
 * sharp (libvips and its threads, about 20 MB resident) is loaded by the first photo, not by every
 * server at start: a league that never uploads a photo never pays for it.
 */
let loaded: Promise<typeof SharpModule> | undefined;
async function sharpOf(): Promise<typeof SharpModule> {
  return (loaded ??= import('sharp').then((m) => m.default));
}

/** Decodes and re-encodes an upload in its own format, upright and at most MAX_PHOTO_HEIGHT high. */
export async function preparePhoto(input: Buffer): Promise<{ bytes: Buffer; contentType: string }> {
  const sharp = await sharpOf();
  let format: keyof FormatEnum | undefined;
  let animated: boolean;
  try {
    const meta = await sharp(input, { limitInputPixels: PIXEL_LIMIT }).metadata();
    format = meta.format as keyof FormatEnum | undefined;
    animated = (meta.pages ?? 1) > 1;
  } catch (error) {
    throw invalid(reasonOf(error));
  }
  const contentType = format ? FORMATS[format] : undefined;
  if (!format || !contentType) throw invalid(`${format ?? 'unknown'} images are not supported`);
  try {
    let image = sharp(input, { limitInputPixels: PIXEL_LIMIT, animated });
    if (!animated) image = image.autoOrient();
    const bytes = await image
      .resize({ height: MAX_PHOTO_HEIGHT, withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
    return { bytes, contentType };
  } catch (error) {
    throw invalid(reasonOf(error));
  }
}

/** The photo scaled down to `height` when it is taller (same format), else as stored. */
export async function scaledPhoto(bytes: Buffer, height: number): Promise<Buffer> {
  const sharp = await sharpOf();
  const meta = await sharp(bytes).metadata();
  const animated = (meta.pages ?? 1) > 1;
  const current = animated ? (meta.pageHeight ?? meta.height) : meta.height;
  if (!current || current <= height) return bytes;
  return sharp(bytes, { animated }).resize({ height }).toBuffer();
}

/** A file name safe to store and echo: the last path part, no control characters, at most 200. */
export function cleanFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || null;
}

async function liveEntity<D extends { photos?: PhotoReferenceDoc[] }>(
  repos: Repositories,
  host: PhotoHost<D>,
  id: string,
): Promise<Stored<D>> {
  const entity = await host.repo(repos).get(id);
  if (!entity || entity.deleted) throw notFound(host.notFound);
  return entity;
}

/**
 * Adds (or, for the caller's own photo, replaces) a photo of an entity. At most two photos per
 * entity and one per user. Returns the updated entity.
 */
export async function uploadPhoto<D extends { photos?: PhotoReferenceDoc[] }>(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  host: PhotoHost<D>,
  entityId: string,
  upload: { bytes: Buffer; fileName: string | null },
): Promise<Stored<D>> {
  await assertPhotosEnabled(ctx);
  await liveEntity(ctx.repos, host, entityId);
  const rows = (await ctx.repos.photos.list({ column: 'entity_id', value: entityId })).filter(
    (row) => row.doc.entityType === host.entityType,
  );
  const mine = rows.find((row) => row.doc.userId === caller.id);
  if (!mine && rows.length + 1 > MAX_PHOTOS_PER_ENTITY) throw badRequest(tooManyPhotos());
  const photo = await preparePhoto(upload.bytes);
  const stamp = stampOf(ctx, caller);
  const id = mine?.id ?? randomUUID();
  const doc: PhotoDoc = {
    entityType: host.entityType,
    entityId,
    userId: caller.id,
    teamId: caller.doc.teamId,
    fileName: cleanFileName(upload.fileName),
    contentType: photo.contentType,
    fileSize: photo.bytes.length,
  };
  return ctx.repos.transaction(async (repos) => {
    await repos.photoBlobs.put(id, { bytes: photo.bytes, contentType: photo.contentType });
    if (mine) await repos.photos.replace(mine, doc, stamp);
    else await repos.photos.insert(id, doc, stamp);
    const entity = await liveEntity(repos, host, entityId);
    const reference: PhotoReferenceDoc = {
      id,
      author: caller.doc.name,
      created: stamp.now.toISOString(),
      contentType: doc.contentType,
      fileName: doc.fileName,
      fileSize: doc.fileSize,
    };
    const photos = [...(entity.doc.photos ?? []).filter((p) => p.id !== id), reference];
    return host.repo(repos).replace(entity, { ...entity.doc, photos }, stamp);
  });
}

/** Deletes a photo: one's own with uploadPhotos, any with deleteAnyPhoto. Returns the updated entity. */
export async function deletePhoto<D extends { photos?: PhotoReferenceDoc[] }>(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  host: PhotoHost<D>,
  entityId: string,
  photoId: string,
): Promise<Stored<D>> {
  await assertPhotosEnabled(ctx);
  await liveEntity(ctx.repos, host, entityId);
  const row = await ctx.repos.photos.get(photoId);
  if (!row || row.deleted || row.doc.entityId !== entityId) throw notFound('Photo not found');
  if (!canDeletePhoto(caller, row)) throw notPermitted(PHOTO_NOT_YOURS);
  const stamp = stampOf(ctx, caller);
  return ctx.repos.transaction(async (repos) => {
    await repos.photos.softDelete(row, stamp);
    await repos.photoBlobs.delete(photoId);
    const entity = await liveEntity(repos, host, entityId);
    const photos = (entity.doc.photos ?? []).filter((p) => p.id !== photoId);
    return host.repo(repos).replace(entity, { ...entity.doc, photos }, stamp);
  });
}

export interface PhotoFile {
  bytes: Buffer;
  contentType: string;
  fileName: string | null;
  updated: string;
}

/**
 * A photo's bytes for the caller, or null when they may not see it (anonymous, no right, the
 * feature off, unknown or deleted): all of these are answered alike, with a 404 (docs/decisions/008).
 */
export async function readPhoto(
  ctx: AppContext,
  caller: Stored<UserDoc> | null,
  photoId: string,
): Promise<PhotoFile | null> {
  if (!caller || !(await photosEnabled(ctx))) return null;
  const row = await ctx.repos.photos.get(photoId);
  if (!row || row.deleted) return null;
  if (!canSeePhoto(caller, row)) return null;
  const blob = await ctx.repos.photoBlobs.get(photoId);
  if (!blob) return null;
  return {
    bytes: blob.bytes,
    contentType: blob.contentType,
    fileName: row.doc.fileName,
    updated: row.updated,
  };
}
