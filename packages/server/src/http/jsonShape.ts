import type { FastifyInstance } from 'fastify';
import { JSON_LIMITS, jsonShapeProblem, type JsonShapeProblem } from '@darts/core/contract/jsonShape';
import { inUserWords } from '@darts/core/contract/userWords';
import { badRequest } from '#server/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body's schema bounds its nesting itself, in its own words (a tournament's round chain). */
    boundsItsNesting?: boolean;
  }
}

/** The refusal, naming where in the league's words, as every 400 does (docs/decisions/021). */
export const shapeMessage = ({ path, message }: JsonShapeProblem) =>
  path.length > 0 ? inUserWords(path, message) : `The request ${message}`;

/**
 * A JSON body nested too deep, or with too long an array, is a 400 before validation
 * (core contract/jsonShape.ts, docs/decisions/037): the schemas walk a body by recursion.
 */
export function installJsonShapeCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A body whose schema bounds its own nesting keeps the schema's words (a tournament's rounds).
    const limits = request.routeOptions.config.boundsItsNesting
      ? { ...JSON_LIMITS, maxDepth: Infinity }
      : JSON_LIMITS;
    const problem = typeof request.body === 'object' ? jsonShapeProblem(request.body, limits) : null;
    if (problem) throw badRequest(shapeMessage(problem));
  });
}
