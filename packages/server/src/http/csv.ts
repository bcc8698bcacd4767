import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './readyAnswer';

/* CSV downloads: the files are written by core's openData/csv.ts; this sends them. */

export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Sends a CSV file as an attachment named `fileName`, with an ETag (304 when the client holds it).
 * `attachment` is division/data.ts's Content-Disposition.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  csv: string,
  disposition: string,
): FastifyReply {
  const etag = `"${createHash('sha256').update(csv).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('Content-Type', CSV_TYPE).header('Content-Disposition', disposition).send(csv);
}
