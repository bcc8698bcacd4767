import type { Envelope } from '@darts/core/contract/envelope';
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type HttpMethod,
  type ParamNames,
  type ParamsOf,
  type PathValue,
  type Route,
} from '@darts/core/contract/routes/route';

/**
 * The one fetch wrapper every call goes through.
 *
 * - Sends `X-UI-Url: location.href` (the server's CSRF defence) and cookies.
 * - Bodies are JSON. A 204 answer resolves to `null`.
 * - Any 4xx/5xx rejects with an {@link ApiError} built from the result envelope.
 *
 * Only types are imported from the contract here, and the route map (`contract/routes/`, zod-free):
 * the contract's zod schemas stay out of the home page's bundle (docs/decisions/007). Every call
 * names a declared route (`call`, `commandTo`, `urlOf`), so its method and path come from the map.
 */

export type { HttpMethod };

export interface EnvelopeParts {
  errors: string[];
  warnings: string[];
  messages: string[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors: string[];
  readonly warnings: string[];
  readonly messages: string[];

  constructor(
    message: string,
    readonly status: number,
    readonly method: HttpMethod,
    readonly path: string,
    parts: Partial<EnvelopeParts> = {},
  ) {
    super(message);
    this.errors = parts.errors ?? [];
    this.warnings = parts.warnings ?? [];
    this.messages = parts.messages ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

let noCacheOnNextRequest = false;

/** After "Refresh data" the next request asks every cache on the way to revalidate (once). */
export function invalidateCacheOnNextRequest(): void {
  noCacheOnNextRequest = true;
}

/** Tests only: forgets a pending "Refresh data", as a new page load would. */
export function resetClientForTests(): void {
  noCacheOnNextRequest = false;
}

function isEnvelopeLike(value: unknown): value is Partial<Envelope<unknown>> & { errors: string[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errors' in value &&
    Array.isArray((value as { errors: unknown }).errors)
  );
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function errorFromBody(method: HttpMethod, path: string, response: Response, body: unknown): ApiError {
  if (isEnvelopeLike(body)) {
    const parts = {
      errors: strings(body.errors),
      warnings: strings(body.warnings),
      messages: strings(body.messages),
    };
    const message =
      parts.errors[0] ??
      parts.warnings[0] ??
      parts.messages[0] ??
      `${response.status} ${response.statusText}`;
    return new ApiError(message, response.status, method, path, parts);
  }
  // A JSON answer that is not the envelope (e.g. a proxy's rate-limit body): keep its message.
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : `${response.status} ${response.statusText}`;
  return new ApiError(message, response.status, method, path, { errors: [message] });
}

/** An answer that is not JSON: the parse error, the request and the response, in one message. */
function nonJsonError(
  method: HttpMethod,
  path: string,
  response: Response,
  text: string,
  parseError: unknown,
  requestBody: string | undefined,
): ApiError {
  const parseMessage = parseError instanceof Error ? parseError.message : String(parseError);
  const contentType = response.headers.get('content-type') ?? 'no content type';
  const message =
    `${parseMessage} -- ${method} ${path} -- ${response.status} ${response.statusText}` +
    ` (${contentType}, ${text.length} characters): ${text.slice(0, 50)}` +
    (requestBody === undefined ? '' : ` -- request body: ${requestBody}`);
  return new ApiError(message, response.status, method, path, { errors: [message] });
}

export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-UI-Url': window.location.href,
    ...options.headers,
  };
  const requestBody = body === undefined ? undefined : JSON.stringify(body);
  if (requestBody !== undefined) headers['Content-Type'] = 'application/json';
  if (noCacheOnNextRequest) {
    headers['Cache-Control'] = 'no-cache';
    noCacheOnNextRequest = false;
  }

  const response = await fetch(path, {
    method,
    headers,
    body: requestBody ?? null,
    credentials: 'include',
    mode: 'cors',
    signal: options.signal ?? null,
  });

  // An answer the service worker kept (no signal) says its age on the page; the next fresh one clears it.
  const keptAt = response.headers.get('x-kept-at');
  if (keptAt ?? document.getElementById('kept-answers')) {
    void import('#web/features/offline/keptAnswers').then((kept) => kept.showKept(keptAt));
  }
  if (response.status === 204) return null;
  const text = await response.text();
  if (!response.ok && response.status === 500 && method === 'GET' && !text.trimStart().startsWith('{')) {
    throw new ApiError(text || response.statusText, response.status, method, path, { errors: [text] });
  }
  if (text === '') {
    if (response.ok) return null;
    throw new ApiError(`${response.status} ${response.statusText}`, response.status, method, path);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (parseError) {
    throw nonJsonError(method, path, response, text, parseError, requestBody);
  }
  if (!response.ok) throw errorFromBody(method, path, response, parsed);
  return parsed as T;
}

/**
 * A write or command that answers with the result envelope. A failed envelope is an error
 * even if the status was 200, so callers only ever handle success here.
 */
export async function command<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Envelope<T>> {
  const envelope = await request<Envelope<T>>(method, path, body, options);
  if (envelope === null) {
    return { success: true, errors: [], warnings: [], messages: [], result: null };
  }
  if (!envelope.success) {
    const errors = strings(envelope.errors);
    throw new ApiError(errors[0] ?? 'The request did not succeed', 200, method, path, {
      errors,
      warnings: strings(envelope.warnings),
      messages: strings(envelope.messages),
    });
  }
  return envelope;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** What an address is built from: the declared path's params and a query. */
export interface UrlParts {
  params?: Readonly<Record<string, PathValue>> | undefined;
  query?: URLSearchParams;
}

/** A declared route's address: its `:name` segments filled in (encoded), the query when it has any. */
export function urlOf(declared: Route, parts: UrlParts = {}): string {
  const path = fillPath(declared.path, parts.params ?? {});
  const query = parts.query?.toString();
  return query ? `${path}?${query}` : path;
}

/** A call of a declared route: the params its path names, the body it takes, a query, the options. */
export type CallOf<R extends Route> = RequestOptions & { query?: URLSearchParams } & ([
    ParamNames<R['path']>,
  ] extends [never]
    ? { params?: undefined }
    : { params: ParamsOf<R> }) &
  ([BodyOf<R>] extends [undefined] ? { body?: undefined } : { body: BodyOf<R> });

/** The options argument: optional when the route needs neither params nor a body. */
type CallArgs<R extends Route> = object extends CallOf<R> ? [call?: CallOf<R>] : [call: CallOf<R>];

/** The result inside a declared envelope answer. */
export type ResultOf<R extends Route> = AnswerOf<R> extends Envelope<infer T> ? T : never;

/** Calls a declared route; the answer as declared, or null for a 204. */
export function call<R extends Route>(declared: R, ...[options]: CallArgs<R>): Promise<AnswerOf<R> | null> {
  return request<AnswerOf<R>>(declared.method, urlOf(declared, options), options?.body, options);
}

/** Calls a declared route answering the envelope: a failed envelope rejects, as {@link command}. */
export function commandTo<R extends Route>(
  declared: R,
  ...[options]: CallArgs<R>
): Promise<Envelope<ResultOf<R>>> {
  return command<ResultOf<R>>(declared.method, urlOf(declared, options), options?.body, options);
}
