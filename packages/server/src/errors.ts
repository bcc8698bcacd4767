/**
 * The error catalogue: every failure the API answers with, as a typed error carrying its HTTP
 * status and the envelope's lists. The one error handler (http/errorHandler.ts) turns these,
 * validation failures and unexpected errors into the envelope.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly warnings: string[];
  readonly messages: string[];

  constructor(status: number, errors: string[], warnings: string[] = [], messages: string[] = []) {
    super(errors[0] ?? warnings[0] ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
    this.warnings = warnings;
    this.messages = messages;
  }
}

export const badRequest = (...errors: string[]) => new ApiError(400, errors);
export const notLoggedIn = (message = 'Not logged in') => new ApiError(401, [message]);
export const notPermitted = (message = 'Not permitted') => new ApiError(403, [message]);
export const notFound = (message = 'Not found') => new ApiError(404, [message]);
export const conflict = (message: string) => new ApiError(409, [message]);
export const tooLarge = (message: string) => new ApiError(413, [message]);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `d MMM yyyy HH:mm:ss` in UTC, as the concurrency warning prints it. */
export function formatStamp(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** The optimistic concurrency texts (docs/decisions/002). */
export const concurrency = {
  missingToken: (type: string) => conflict(`Unable to update ${type}, data integrity token is missing`),
  stale: (type: string, editor: string | null, updated: string) =>
    conflict(
      `Unable to update ${type}, ${editor ?? 'someone'} updated it before you at ${formatStamp(updated)}`,
    ),
  deleted: (type: string) => conflict(`Cannot update a ${type} that has already been deleted`),
};
