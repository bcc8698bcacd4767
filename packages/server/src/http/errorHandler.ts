import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failed } from '@darts/core/contract/envelope';
import { inUserWords, problemInUserWords } from '@darts/core/contract/userWords';
import { ApiError } from '#server/errors';

/** What each area's bare `id` is, in the league's words (`PUT /api/Season` with a bad id). */
const AREA_NOUNS: Readonly<Record<string, string>> = {
  Account: 'account',
  Data: 'record',
  Division: 'division',
  Error: 'error record',
  Feature: 'feature',
  Game: 'fixture',
  Live: 'match',
  Note: 'note',
  Photo: 'photo',
  Player: 'player',
  Sayg: 'leg-by-leg record',
  Scores: 'fixture',
  Season: 'season',
  Team: 'team',
  Template: 'template',
  Tournament: 'tournament',
};

/** `The season` for a bare id in a body, `The season in the address` for one in the path. */
function idNoun(request: FastifyRequest, part: string): string | undefined {
  const area = /^\/api\/([A-Za-z]+)/.exec(request.routeOptions.url ?? request.url)?.[1];
  const noun = area ? AREA_NOUNS[area] : undefined;
  if (!noun) return undefined;
  return part === 'params' ? `The ${noun} in the address` : `The ${noun}`;
}

/** A validation issue in the league's words, naming the field (core's userWords.ts). */
function describeIssue(
  request: FastifyRequest,
  part: string,
  instancePath: string,
  message: string | undefined,
): string {
  const field = instancePath.replace(/^\//, '').split('/');
  const reason = message ?? 'is invalid';
  if (field.join('') === '' && part !== 'body') return inUserWords([part], reason);
  return inUserWords(field, reason, { id: idNoun(request, part) });
}

/** What a request the router cannot even read is told: its address is malformed or too long. */
export const BAD_ADDRESS = 'The address is not valid';
export const ADDRESS_TOO_LONG = 'The address is too long';

/** What a body the JSON parser cannot read is told, in place of the framework's wording. */
export const BODY_NOT_JSON = 'The request could not be read: send its details as JSON';
export const BODY_EMPTY = 'The request is empty: send its details as JSON';
const FRAMEWORK_WORDS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: BODY_NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_EMPTY,
};

/** What a request Node's HTTP parser refuses (repeated Content-Length, headers too large) is told. */
export const UNREADABLE_REQUEST = 'The request could not be read';
const HEADERS_TOO_LARGE = 'The request headers are too large';
const REQUEST_TIMED_OUT = 'The request took too long to arrive';

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse is answered in the envelope (the
 * framework's default writes its own JSON), then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer (as the framework's own handler does).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMED_OUT]
        : [400, UNREADABLE_REQUEST];
  const body = JSON.stringify(failed({ errors: [message] }));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: a malformed escape in the path (`/api/Team/%ZZ`) or a path part
 * longer than the router takes answers in the envelope, without the framework's code or the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send(failed({ errors: [tooLong ? ADDRESS_TOO_LONG : BAD_ADDRESS] }));
}

/** An unexpected error as the handler reports it to be stored (app.ts passes services/errors.ts `recordError`). */
export interface UnexpectedError {
  source: 'Api';
  message: string;
  stack: string[];
  type: string;
  userName: string | null;
  userAgent: string | null;
  url: string;
  path: string | undefined;
}

/**
 * The one error handler: catalogue errors keep their status; validation failures are 400 naming
 * each field in the league's words; anything unexpected is logged, stored as an error record (source Api) and answered
 * as a 500 without internals.
 */
export function installErrorHandler(
  app: FastifyInstance,
  recordError: (report: UnexpectedError) => Promise<unknown>,
): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      // A rule's `path: reason` problems reach a person in the league's words.
      const nouns = { id: idNoun(request, 'body') };
      const errors =
        error.status === 400
          ? [...new Set(error.errors.map((e) => problemInUserWords(e, nouns)))]
          : error.errors;
      return reply
        .status(error.status)
        .send(failed({ errors, warnings: error.warnings, messages: error.messages }));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const part = error.validationContext ?? 'body';
      // One problem can fail two checks (a number neither whole nor in range): each sentence once.
      const errors = [
        ...new Set(
          (error.validation ?? []).map((v) => describeIssue(request, part, v.instancePath, v.message)),
        ),
      ];
      return reply.status(400).send(failed({ errors }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message =
        (error.code ? FRAMEWORK_WORDS[error.code] : undefined) ??
        (status === 415
          ? 'Unsupported content type: send JSON'
          : status === 413
            ? 'Request body is too large'
            : error.message);
      return reply.status(status).send(failed({ errors: [message] }));
    }
    const id = randomUUID();
    request.log.error({ err: error, errorId: id }, 'unexpected error');
    try {
      await recordError({
        source: 'Api',
        message: error.message,
        stack: (error.stack ?? '').split('\n').slice(0, 50),
        type: error.name,
        userName: request.caller?.doc.name ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        url: request.url,
        // Repeats of one route's error are counted together, whatever its ids or query.
        path: request.routeOptions.url ?? request.url.split('?')[0],
      });
    } catch (storeError) {
      request.log.error({ err: storeError }, 'could not store error record');
    }
    return reply.status(500).send(failed({ errors: [`An unexpected error occurred (reference ${id})`] }));
  });
}
