import { z } from 'zod';

/**
 * The result envelope of writes, commands and every error answer.
 * All fields are always present.
 */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    messages: z.array(z.string()),
    result: result.nullable(),
  });

export interface Envelope<T> {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
  result: T | null;
}

export const anyEnvelopeSchema = envelopeSchema(z.unknown());

/** Builds a successful envelope. */
export function ok<T>(result: T, messages: string[] = [], warnings: string[] = []): Envelope<T> {
  return { success: true, errors: [], warnings, messages, result };
}

/** Builds a failed envelope. */
export function failed(
  parts: { errors?: string[]; warnings?: string[]; messages?: string[] } = {},
): Envelope<null> {
  return {
    success: false,
    errors: parts.errors ?? [],
    warnings: parts.warnings ?? [],
    messages: parts.messages ?? [],
    result: null,
  };
}
