import { z } from 'zod';
import { auditSchema, lastUpdatedSchema } from './common';
import { calendarDate, optionalId, optionalText, requiredId, requiredText } from './fields';
import { seasonHealthSchema } from './season';

/*
 * Season templates (/api/Template) and the proposals made from them. Shapes and rules: docs/domain.md,
 * "Season tools"; the rules are core's season/ module.
 */

export const TEMPLATE_NAME_MAX_LENGTH = 200;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 2000;
export const PLACEHOLDER_MAX_LENGTH = 20;

/** The editor's messages. */
export const ENTER_A_CODE = 'Enter a code for the team';
export const ENTER_A_HOME_TEAM = 'Enter at least a home team';
export const ENTER_A_TEMPLATE_NAME = 'Enter a template name';

const code = (missing: string) =>
  requiredText('team code', missing, PLACEHOLDER_MAX_LENGTH).refine((s) => !/\s/.test(s), {
    error: 'A team code cannot contain spaces',
  });

const awayCode = z.preprocess((v) => (v === '' || v === undefined ? null : v), code(ENTER_A_CODE).nullable());

export const templateFixtureSchema = z.object({ home: code(ENTER_A_HOME_TEAM), away: awayCode });
const sharedAddressesSchema = z.array(z.array(code(ENTER_A_CODE), { error: 'must be lists of team codes' }), {
  error: 'must be lists of team codes',
});
export const templateDivisionSchema = z.object({
  sharedAddresses: z.preprocess((v) => v ?? [], sharedAddressesSchema),
  dates: z.array(z.object({ fixtures: z.array(templateFixtureSchema) }), {
    error: 'must be a list of dates, each with its fixtures',
  }),
});

/** A template as read (TemplateDto), with the health computed on its last save (no transforms: a response). */
export const templateSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  divisions: z.array(
    z.object({
      sharedAddresses: z.array(z.array(z.string())),
      dates: z.array(
        z.object({ fixtures: z.array(z.object({ home: z.string(), away: z.string().nullable() })) }),
      ),
    }),
  ),
  sharedAddresses: z.array(z.array(z.string())),
  templateHealth: seasonHealthSchema.nullable(),
});
export type TemplateDto = z.infer<typeof templateSchema>;

/** The template's body: what PUT /api/Template/ saves and POST /api/Template/Health checks. */
export const templateBodySchema = z.object({
  name: requiredText('template name', ENTER_A_TEMPLATE_NAME, TEMPLATE_NAME_MAX_LENGTH),
  description: optionalText('description', TEMPLATE_DESCRIPTION_MAX_LENGTH),
  divisions: z.array(templateDivisionSchema, { error: 'must be a list of divisions' }),
  sharedAddresses: z.preprocess((v) => v ?? [], sharedAddressesSchema),
});

/** PUT /api/Template/: create (no id) or edit (id and the `lastUpdated` it read). */
export const editTemplateRequestSchema = templateBodySchema.extend({
  id: optionalId,
  lastUpdated: lastUpdatedSchema,
});
export type EditTemplateRequest = z.infer<typeof editTemplateRequestSchema>;

/** POST /api/Template/Health: any template body (the name is not needed to check it). */
export const templateHealthRequestSchema = templateBodySchema.extend({
  name: z.string().optional(),
  description: z.string().nullish(),
});
export type TemplateHealthRequest = z.infer<typeof templateHealthRequestSchema>;

/** GET /api/Template/ForSeason/{seasonId}: each template with its fit to the season. */
export const templateCompatibilitySchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  messages: z.array(z.string()),
  result: templateSchema,
});
export type TemplateCompatibilityDto = z.infer<typeof templateCompatibilitySchema>;

/**
 * Team code -> team id. Each problem names the code as the league writes it (`The team for A was
 * not recognised`), never the field's path; a code that is not a code is not echoed.
 */
const placeholderMappingsSchema = z.preprocess(
  (v) => v ?? {},
  z
    .record(z.string(), z.unknown(), { error: 'must map team codes to team ids' })
    .superRefine((mappings, ctx) => {
      for (const [teamCode, teamId] of Object.entries(mappings)) {
        if (!code(ENTER_A_CODE).safeParse(teamCode).success)
          ctx.addIssue({ code: 'custom', message: 'A team code must be a short code without spaces' });
        else if (!requiredId().safeParse(teamId).success)
          ctx.addIssue({ code: 'custom', message: `The team for ${teamCode} was not recognised` });
      }
    })
    .transform((mappings) =>
      Object.fromEntries(Object.entries(mappings).map(([c, id]) => [c, String(id).toLowerCase()])),
    ),
);

/** The most weeks a proposal may leave out (a season's weeks, with room to spare). */
export const MAX_SKIP_WEEKS = 60;

/** Weeks the secretary leaves out of a proposal (holidays, finals night), by their dates. */
const skipDatesSchema = z
  .array(calendarDate(), { error: 'must be a list of dates' })
  .max(MAX_SKIP_WEEKS, { error: `Leave out at most ${MAX_SKIP_WEEKS} weeks` })
  .default([]);

/** POST /api/Template/Propose/: a template's fixtures for the season, nothing saved. */
export const proposeRequestSchema = z.object({
  templateId: requiredId('Pick a template first'),
  seasonId: requiredId('Select a season first'),
  placeholderMappings: placeholderMappingsSchema,
  skipDates: skipDatesSchema,
});
export type ProposeRequest = z.infer<typeof proposeRequestSchema>;

/** POST /api/Template/Generate/: the same without a template (a double round-robin per division). */
export const generateRequestSchema = z.object({
  seasonId: requiredId('Select a season first'),
  placeholderMappings: placeholderMappingsSchema,
  skipDates: skipDatesSchema,
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

const proposalTeamSchema = z.object({ id: z.string(), name: z.string(), address: z.string().nullable() });
export type ProposalTeam = z.infer<typeof proposalTeamSchema>;

export const proposalSchema = z.object({
  placeholderMappings: z.record(z.string(), proposalTeamSchema),
  template: templateSchema,
  divisions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      fixtures: z.array(
        z.object({ date: z.string(), home: proposalTeamSchema, away: proposalTeamSchema.nullable() }),
      ),
    }),
  ),
  proposalHealth: seasonHealthSchema,
});
export type ProposalDto = z.infer<typeof proposalSchema>;
