import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wirePaths, type Route } from '@darts/core/contract/routes/route';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression<Server>;
type Reply = RawReplyDefaultExpression<Server>;

/** The app an area's plugin is given (FastifyPluginAsyncZod). */
export type ZodApp = FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Registers a route of the route map (core contract/routes/) on each of its wire paths, with its
 * method: the declaration is the one place a path is written. The options pair it with its zod
 * schemas, as `app.get(path, options, handler)` would (the request's types follow from them).
 */
export function serve<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema,
>(
  app: ZodApp,
  declared: Route,
  options: RouteShorthandOptions<
    Server,
    Request,
    Reply,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider
  >,
  handler: RouteHandlerMethod<
    Server,
    Request,
    Reply,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider
  >,
): void {
  for (const url of wirePaths(declared)) app.route({ ...options, method: declared.method, url, handler });
}
