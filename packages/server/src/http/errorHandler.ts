import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failed } from '@darts/core/contract/envelope';
import { inUserWords, problemInUserWords } from '@darts/core/contract/userWords';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { recordError } from '../services/errors';

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

/**
 * The one error handler: catalogue errors keep their status; validation failures are 400 naming
 * each field in the league's words; anything unexpected is logged, stored as an error record (source Api) and answered
 * as a 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      // A rule's `path: reason` problems reach a person in the league's words.
      const nouns = { id: idNoun(request, 'body') };
      const errors =
        error.status === 400 ? error.errors.map((e) => problemInUserWords(e, nouns)) : error.errors;
      return reply
        .status(error.status)
        .send(failed({ errors, warnings: error.warnings, messages: error.messages }));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const part = error.validationContext ?? 'body';
      const errors = (error.validation ?? []).map((v) =>
        describeIssue(request, part, v.instancePath, v.message),
      );
      return reply.status(400).send(failed({ errors }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message =
        status === 415
          ? 'Unsupported content type: send JSON'
          : status === 413
            ? 'Request body is too large'
            : error.message;
      return reply.status(status).send(failed({ errors: [message] }));
    }
    const id = randomUUID();
    request.log.error({ err: error, errorId: id }, 'unexpected error');
    try {
      await recordError(ctx, {
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
