import { z } from 'zod';
import { requiredText, textField } from './fields';

export const ERROR_SOURCES = ['UI', 'Api'] as const;

export const errorReportSchema = z.object({
  source: z.enum(ERROR_SOURCES).default('UI'),
  time: z.iso.datetime({ offset: true, message: 'must be an ISO date and time' }).optional(),
  message: requiredText('error message', 'is required', 5000, { multiline: true }),
  stack: z
    .array(textField('stack line', 2000, { multiline: true }))
    .max(200)
    .nullish(),
  type: textField('error type', 500).nullish(),
  userName: textField('user name', 200).nullish(),
  userAgent: textField('user agent', 1000).nullish(),
  url: textField('address', 2000).nullish(),
  id: textField('id', 100).nullish(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorRecordSchema = z.object({
  id: z.string(),
  source: z.enum(ERROR_SOURCES),
  /** The first time it happened that day; `lastTime` the last, `count` how often. */
  time: z.string(),
  lastTime: z.string(),
  count: z.number(),
  message: z.string(),
  stack: z.array(z.string()),
  type: z.string().nullable(),
  userName: z.string().nullable(),
  userAgent: z.string().nullable(),
  url: z.string().nullable(),
});
export type ErrorRecord = z.infer<typeof errorRecordSchema>;

export const errorSinceParamsSchema = z.object({
  time: z.iso
    .datetime({ offset: true, local: true, message: 'must be an ISO date and time' })
    .or(z.iso.date({ message: 'must be an ISO date or date and time' })),
});
