/*
 * The route map: each API route declared once, its method and wire path (Fastify's `:name`
 * segments), with type-level links to its request body and answer. The server registers the
 * declared paths (packages/server/src/routes/serve.ts); the web client builds its URLs from them
 * (packages/web/src/api/client.ts). These modules are zod-free, so the first page may import them
 * (docs/decisions/007); the zod schemas stay with the server's registration.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Answer = unknown,
  Body = unknown,
> {
  readonly method: M;
  /** The path the web client builds; the server answers it and every path in `also`. */
  readonly path: P;
  /** Other wire paths answered the same way (a trailing slash or not): clients depend on them. */
  readonly also: readonly string[];
  /** Type-level only: never set. */
  readonly types?: { answer: Answer; body: Body };
}

/** The `:name` segments of a path. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The body of a multipart post (the browser's FormData: photo uploads, the data import). */
export interface MultipartBody {
  readonly multipart: true;
}

export type PathValue = string | number | boolean;
export type ParamsOf<R extends Route> = { readonly [K in ParamNames<R['path']>]: PathValue };
export type AnswerOf<R extends Route> = NonNullable<R['types']>['answer'];
export type BodyOf<R extends Route> = NonNullable<R['types']>['body'];

/**
 * Declares a route answering `Answer` (and taking `Body`, when it has one):
 * `route<Game>()('GET', '/api/Game/:id')`. Further paths are other wire paths of the same route.
 */
export function route<Answer, Body = undefined>() {
  return <M extends HttpMethod, P extends string>(
    method: M,
    path: P,
    ...also: string[]
  ): Route<M, P, Answer, Body> => ({
    method,
    path,
    also,
  });
}

/** Every wire path of a route: the one the web builds first. */
export function wirePaths(declared: Route): string[] {
  return [declared.path, ...declared.also];
}

/** A declared path with its `:name` segments filled in, each encoded (ids and names may hold spaces or slashes). */
export function fillPath(path: string, params: Readonly<Record<string, PathValue>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
