import type { z } from 'zod';
import { FIELD_LABELS, inUserWords } from '@darts/core/contract/userWords';
import { isApiError } from '#web/api/client';

export interface FormErrors {
  /** Messages for one field, keyed by the request's field name. */
  fields: Record<string, string[]>;
  /** Messages not about a single field. */
  general: string[];
}

/**
 * Files messages in the league's words (the 400 envelope's errors, and zod issues worded the same
 * way) under the field whose label starts them (`Password must be at least 8 characters`); the
 * rest are general messages.
 */
export function splitFieldErrors(errors: readonly string[], fieldNames: readonly string[]): FormErrors {
  const result: FormErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const field = fieldNames.find((name) => {
      const label = FIELD_LABELS[name];
      return label !== undefined && error.startsWith(`${label} `);
    });
    if (field) (result.fields[field] ??= []).push(error);
    else result.general.push(error);
  }
  return result;
}

/** A form's own check (the request's zod schema) in the words the server would answer. */
export function zodIssuesAsErrors(error: z.ZodError): string[] {
  return error.issues.map((issue) => inUserWords(issue.path as (string | number)[], issue.message));
}

export const WRONG_CREDENTIALS = 'Email address or password is incorrect';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts, try again in a minute';

export interface StatusMessages {
  /** Shown for the status whatever the server said. */
  fixed?: Partial<Record<number, string>>;
  /** Shown for the status when the server gave no message. */
  fallback?: Partial<Record<number, string>>;
}

/** The messages of a failed sign-in or sign-up, by status (400 by field, 401, 429). */
export function accountFormErrors(
  error: unknown,
  fieldNames: readonly string[],
  messages: StatusMessages = {},
): FormErrors {
  if (!error) return { fields: {}, general: [] };
  if (!isApiError(error)) {
    return { fields: {}, general: [error instanceof Error ? error.message : String(error)] };
  }
  if (error.status === 429) return { fields: {}, general: [TOO_MANY_ATTEMPTS] };
  if (error.status === 400)
    return splitFieldErrors(error.errors.length ? error.errors : [error.message], fieldNames);
  const message =
    messages.fixed?.[error.status] ?? error.errors[0] ?? messages.fallback?.[error.status] ?? error.message;
  return { fields: {}, general: [message] };
}
