import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { photoSizeParamsSchema } from '@darts/core/contract/photo';
import { PHOTO_ROUTES } from '@darts/core/contract/routes/photo';
import type { AppContext } from '#server/context';
import { notFound } from '#server/errors';
import { readPhoto, scaledPhoto } from '#server/services/photos';
import { serve } from '../serve';

/** `inline`, with the file name in plain ASCII and in full (RFC 6266). */
function disposition(fileName: string | null): string {
  if (!fileName) return 'inline';
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** True when the client's copy (If-Modified-Since) is as new as the photo (to the second). */
function notModified(request: FastifyRequest, updated: string): boolean {
  const header = request.headers['if-modified-since'];
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(Date.parse(updated) / 1000) * 1000 <= since;
}

export const photoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function send(request: FastifyRequest, reply: FastifyReply, id: string, height: number | null) {
      const photo = await readPhoto(ctx, request.caller, id.toLowerCase());
      if (!photo) throw notFound('Photo not found');
      // Private: who may see a photo depends on the account. Revalidate with If-Modified-Since.
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('Last-Modified', new Date(photo.updated).toUTCString());
      if (notModified(request, photo.updated)) return reply.status(304).send();
      const bytes = height ? await scaledPhoto(photo.bytes, height) : photo.bytes;
      return reply
        .header('Content-Type', photo.contentType)
        .header('Content-Disposition', disposition(photo.fileName))
        .header('Content-Length', bytes.length)
        .send(bytes);
    }

    serve(
      app,
      PHOTO_ROUTES.get,
      {
        schema: {
          tags: ['Photo'],
          summary:
            'A photo as uploaded (viewAnyPhoto, or uploadPhotos for your own; 404 otherwise); conditional with If-Modified-Since',
          params: idParamsSchema,
        },
      },
      async (request, reply) => send(request, reply, request.params.id, null),
    );

    serve(
      app,
      PHOTO_ROUTES.scaled,
      {
        schema: {
          tags: ['Photo'],
          summary: 'A photo scaled down to the given height when it is taller (thumbnails use 50)',
          params: photoSizeParamsSchema,
        },
      },
      async (request, reply) => send(request, reply, request.params.id, request.params.size),
    );
  };
