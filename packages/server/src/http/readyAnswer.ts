import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * A JSON answer kept as ready bytes: serialised once, compressed at most once per encoding (on the
 * first request that accepts it), with a strong ETag per encoding (the same content, encoded
 * differently, is a different representation).
 */
export class ReadyAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private readonly done = new Map<Encoding, Buffer>();
  private encodedBytes = 0;
  /** Told how many bytes an encoding added, so a cache holding the answer can account for them. */
  onGrow: ((bytes: number) => void) | null = null;

  readonly json: Buffer;
  private readonly hash: string;

  private constructor(json: Buffer, hash: string) {
    this.json = json;
    this.hash = hash;
    this.encoded.set('identity', Promise.resolve(json));
    this.done.set('identity', json);
  }

  static of(value: unknown): ReadyAnswer {
    const json = Buffer.from(JSON.stringify(value), 'utf8');
    return new ReadyAnswer(json, createHash('sha256').update(json).digest('base64url').slice(0, 27));
  }

  /** Bytes held: the JSON and every encoding made so far. */
  get size(): number {
    return this.json.length + this.encodedBytes;
  }

  etag(encoding: Encoding): string {
    return `"${this.hash}${ETAG_SUFFIX[encoding]}"`;
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.json, encoding).then((bytes) => {
        this.done.set(encoding, bytes);
        this.encodedBytes += bytes.length;
        this.onGrow?.(bytes.length);
        return bytes;
      });
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** The encoded bytes when already made (no waiting). */
  bodyNow(encoding: Encoding): Buffer | undefined {
    return this.done.get(encoding);
  }
}

function compress(json: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(json);
  return brotli(json, {
    params: {
      // Quality 5: near the best size for JSON at a small fraction of the top quality's time.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/** The best encoding the client accepts: br, then gzip, else none (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const ok = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** True when `If-None-Match` names this ETag (weak comparison, as the header asks) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

type Ready = { status: 200 | 304; headers: Record<string, string>; body: Buffer | null };

/** Status, headers and body of a ready answer for a request's Accept-Encoding and If-None-Match. */
export function readyResponse(
  headers: { 'accept-encoding'?: string | undefined; 'if-none-match'?: string | undefined },
  answer: ReadyAnswer,
  cacheControl: string,
): Ready | Promise<Ready> {
  const encoding = preferredEncoding(headers['accept-encoding']);
  const etag = answer.etag(encoding);
  const common = { ETag: etag, Vary: 'Accept-Encoding', 'Cache-Control': cacheControl };
  if (matchesEtag(headers['if-none-match'], etag)) return { status: 304, headers: common, body: null };
  const withBody = (body: Buffer): Ready => ({
    status: 200,
    headers: {
      ...common,
      'Content-Type': 'application/json; charset=utf-8',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    },
    body,
  });
  // Once made, the bytes go out without waiting a turn.
  const now = answer.bodyNow(encoding);
  return now ? withBody(now) : answer.body(encoding).then(withBody);
}

/**
 * Sends a ready answer in the best encoding the client accepts, or 304 with no body when the
 * client already holds it. Routes sending it opt out of the compression plugin (`compress: false`).
 */
export async function sendReady(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer,
  cacheControl: string,
): Promise<FastifyReply> {
  const response = await readyResponse(request.headers, answer, cacheControl);
  reply.code(response.status).headers(response.headers);
  return response.body ? reply.send(response.body) : reply.send();
}
