import { z } from 'zod';
import { REPORT_TOP_COUNT } from '../reports/types';
import { requiredId } from './fields';

/* POST /api/Report: the season's reports for one division (core reports/, docs/domain.md "Season tools"). */

const TOP_COUNT_MESSAGE = `Enter a number of records from ${REPORT_TOP_COUNT.min} to ${REPORT_TOP_COUNT.max}`;

export const reportRequestSchema = z.object({
  divisionId: requiredId('Select a division first'),
  seasonId: requiredId('Select a season first'),
  topCount: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? REPORT_TOP_COUNT.default : v),
    z.coerce
      .number({ error: TOP_COUNT_MESSAGE })
      .int({ error: TOP_COUNT_MESSAGE })
      .min(REPORT_TOP_COUNT.min, { error: TOP_COUNT_MESSAGE })
      .max(REPORT_TOP_COUNT.max, { error: TOP_COUNT_MESSAGE }),
  ),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** GET /api/Report/Csv: one report of the same request as a CSV file, named by its name. */
export const reportCsvQuerySchema = reportRequestSchema.extend({
  report: z.string({ error: 'Choose a report' }).trim().min(1, { error: 'Choose a report' }).max(200),
});
export type ReportCsvQuery = z.input<typeof reportCsvQuerySchema>;

export const REPORT_NOT_FOUND = 'No report of that name: run the reports again';

const cellSchema = z.object({
  text: z.string(),
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  playerId: z.string().optional(),
  playerName: z.string().optional(),
  tournamentId: z.string().optional(),
  divisionId: z.string().optional(),
  divisionName: z.string().optional(),
});

export const reportSchema = z.object({
  name: z.string(),
  description: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ cells: z.array(cellSchema) })),
  thisDivisionOnly: z.boolean(),
});

export const reportCollectionSchema = z.object({
  divisionId: z.string(),
  seasonId: z.string(),
  reports: z.array(reportSchema),
  messages: z.array(z.string()),
});
export type ReportCollectionDto = z.infer<typeof reportCollectionSchema>;
