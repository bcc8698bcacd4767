import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failed } from '@darts/core/contract/envelope';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { recordError } from '../services/errors';

/** Turns a validation issue into `field: message`, naming where the bad value was. */
function describeIssue(part: string, instancePath: string, message: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || (part === 'body' ? 'body' : part);
  return `${where}: ${message ?? 'is invalid'}`;
}

/**
 * The one error handler: catalogue errors keep their status; validation failures are 400 naming
 * each field; anything unexpected is logged, stored as an error record (source Api) and answered
 * as a 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.status)
        .send(failed({ errors: error.errors, warnings: error.warnings, messages: error.messages }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => describeIssue(part, v.instancePath, v.message));
      return reply.status(400).send(failed({ errors }));
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      return reply
        .status(400)
        .send(
          failed({ errors: error.validation.map((v) => describeIssue(part, v.instancePath, v.message)) }),
        );
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
