import { z } from 'zod';

export const ERROR_SOURCES = ['UI', 'Api'] as const;

export const errorReportSchema = z.object({
  source: z.enum(ERROR_SOURCES).default('UI'),
  time: z.iso.datetime({ offset: true, message: 'must be an ISO date and time' }).optional(),
  message: z.string().trim().min(1, { message: 'is required' }).max(5000),
  stack: z.array(z.string().max(2000)).max(200).nullish(),
  type: z.string().max(500).nullish(),
  userName: z.string().max(200).nullish(),
  userAgent: z.string().max(1000).nullish(),
  url: z.string().max(2000).nullish(),
  id: z.string().max(100).nullish(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorRecordSchema = z.object({
  id: z.string(),
  source: z.enum(ERROR_SOURCES),
  time: z.string(),
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
