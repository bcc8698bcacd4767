import { z } from 'zod';
import type { HealthCheckResult, SeasonHealthResult } from '../season/healthResult';
import type { Template, TemplateDivision, TemplateFixture } from '../season/template';
import { nullableText, text, type DocumentBody } from './fields';

/* A season template as stored, with the health computed on its last save (`templateHealth`). */

const placeholder = z.string().trim().min(1, { message: 'must not be empty' });

export const templateFixtureDocSchema: z.ZodType<TemplateFixture> = z.object({
  home: placeholder,
  away: placeholder.nullable().optional(),
});

export const templateDivisionDocSchema: z.ZodType<TemplateDivision> = z.object({
  sharedAddresses: z.array(z.array(placeholder)),
  dates: z.array(z.object({ fixtures: z.array(templateFixtureDocSchema) })),
});

const checkResultSchema: z.ZodType<HealthCheckResult> = z.object({
  success: z.boolean(),
  errors: z.array(text),
  warnings: z.array(text),
  messages: z.array(text),
});

export const templateHealthDocSchema: z.ZodType<SeasonHealthResult> = z.object({
  success: z.boolean(),
  errors: z.array(text),
  warnings: z.array(text),
  messages: z.array(text),
  checks: z.record(z.string(), checkResultSchema),
});

export type TemplateDoc = DocumentBody<Template> & { templateHealth: SeasonHealthResult | null };
export const templateDocSchema: z.ZodType<TemplateDoc> = z.object({
  name: text,
  description: nullableText.optional(),
  divisions: z.array(templateDivisionDocSchema),
  sharedAddresses: z.array(z.array(placeholder)),
  templateHealth: templateHealthDocSchema.nullable(),
});
