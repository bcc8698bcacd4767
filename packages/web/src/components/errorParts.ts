import { isApiError } from '#web/api/client';

export interface ErrorParts {
  errors: string[];
  warnings: string[];
  messages: string[];
}

/** A failed request's errors, warnings and messages (the envelope's lists), or the error's text. */
export function errorParts(error: unknown): ErrorParts {
  if (isApiError(error)) {
    const errors =
      error.errors.length || error.warnings.length || error.messages.length ? error.errors : [error.message];
    return { errors, warnings: error.warnings, messages: error.messages };
  }
  return { errors: [error instanceof Error ? error.message : String(error)], warnings: [], messages: [] };
}
