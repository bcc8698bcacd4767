import type { ErrorReport } from '@darts/core/contract/error';
import { errorApi } from '#web/api/error';
import { isApiError } from '#web/api/client';

const reported = new WeakSet<object>();

export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)));
}

/** The error report a client exception sends to the server (POST /api/Error). */
export function buildErrorReport(
  error: unknown,
  userName: string | null,
  now: Date = new Date(),
): ErrorReport {
  const err = toError(error);
  return {
    source: 'UI',
    time: now.toISOString(),
    message: (err.message || err.name || 'Unknown error').slice(0, 5000),
    stack: err.stack
      ? err.stack
          .split('\n')
          .map((line) => line.slice(0, 2000))
          .slice(0, 200)
      : null,
    type: err.name || err.constructor.name,
    userName,
    userAgent: navigator.userAgent,
    url: window.location.href,
  };
}

/**
 * Sends a client exception to `PUT /api/Error`, once per error object. Server failures
 * (5xx answers) are already recorded by the server, so they are not echoed back.
 * Reporting never throws: a failed report is only logged.
 */
export function reportErrorOnce(error: unknown, userName: string | null): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
  }
  if (isApiError(error) && error.status >= 500) return false;
  errorApi.report(buildErrorReport(error, userName)).catch((reportFailure: unknown) => {
    console.error('Could not report the error to the server', reportFailure);
  });
  return true;
}
