import { randomInt, randomUUID } from 'node:crypto';
import type { EditTemplateRequest, TemplateHealthRequest } from '@darts/core/contract/template';
import { templateCompatibility, type TemplateCompatibility } from '@darts/core/season/compatibility';
import { generateSeason, type GeneratedProposal } from '@darts/core/season/generate';
import { seasonHealth, templateHealth } from '@darts/core/season/health';
import type { SeasonHealthResult } from '@darts/core/season/healthResult';
import { proposeSeason, type Proposal, type ProposalDivision } from '@darts/core/season/proposal';
import type { RandomSource } from '@darts/core/season/random';
import { busyDatesFromDivisionData, scheduleFromDivisionData } from '@darts/core/season/schedule';
import type { Template } from '@darts/core/season/template';
import type { TemplateDoc } from '@darts/core/documents/template';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import { stampOf } from './league';
import { liveSeason, loadSeasonData, type SeasonData } from './seasonData';

/*
 * Season templates and what is made from them (docs/domain.md, "Season tools"): the rules are core's
 * season/ module; this loads, saves and hands them the season.
 */

export const TEMPLATE_TYPE = 'Template';
export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The server's random source for proposals: crypto, in [0, 1) as core's `RandomSource` asks. */
export const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 47) / 2 ** 47;

function templateOf(id: string, body: TemplateHealthRequest): Template {
  return {
    id,
    name: body.name ?? '',
    description: body.description || null,
    divisions: body.divisions.map((d) => ({
      sharedAddresses: d.sharedAddresses,
      dates: d.dates.map((date) => ({
        fixtures: date.fixtures.map((f) => (f.away ? { home: f.home, away: f.away } : { home: f.home })),
      })),
    })),
    sharedAddresses: body.sharedAddresses,
  };
}

export function storedTemplate(stored: Stored<TemplateDoc>): Template {
  return { id: stored.id, ...stored.doc, description: stored.doc.description ?? null };
}

/** POST /api/Template/Health: the nine checks over a template played as a season. */
export function checkTemplate(body: TemplateHealthRequest): SeasonHealthResult {
  return templateHealth(templateOf('', body));
}

export async function listTemplates(ctx: AppContext): Promise<Stored<TemplateDoc>[]> {
  const templates = await ctx.repos.templates.list();
  return templates.sort((a, b) => a.doc.name.localeCompare(b.doc.name, 'en', { sensitivity: 'base' }));
}

async function liveTemplate(ctx: AppContext, id: string): Promise<Stored<TemplateDoc>> {
  const template = await ctx.repos.templates.get(id);
  if (!template || template.deleted) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}

export const getTemplate = liveTemplate;

/** PUT /api/Template/: creates or edits a template, storing its health with it. */
export async function saveTemplate(
  ctx: AppContext,
  caller: Caller,
  request: EditTemplateRequest,
): Promise<Stored<TemplateDoc>> {
  const template = templateOf(request.id ?? '', request);
  const doc: TemplateDoc = {
    name: template.name,
    description: template.description,
    divisions: template.divisions,
    sharedAddresses: template.sharedAddresses,
    templateHealth: templateHealth(template),
  };
  const stamp = stampOf(ctx, caller);
  const existing = request.id ? await ctx.repos.templates.get(request.id) : null;
  if (!existing) return ctx.repos.templates.insert(request.id ?? randomUUID(), doc, stamp);
  if (existing.deleted) throw notFound(TEMPLATE_NOT_FOUND);
  return ctx.repos.templates.update(existing, doc, stamp, request.lastUpdated);
}

export async function deleteTemplate(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Stored<TemplateDoc>> {
  return ctx.repos.templates.softDelete(await liveTemplate(ctx, id), stampOf(ctx, caller));
}

const proposalDivisions = (data: SeasonData): ProposalDivision[] =>
  data.data.map((d) => ({ ...scheduleFromDivisionData(d), busyDates: busyDatesFromDivisionData(d) }));

/** GET /api/Template/ForSeason/{seasonId}: every template with its fit to the season's divisions. */
export async function templatesForSeason(
  ctx: AppContext,
  caller: Caller,
  seasonId: string,
): Promise<{ template: Stored<TemplateDoc>; compatibility: TemplateCompatibility }[]> {
  const season = await liveSeason(ctx, seasonId, 'address');
  const [data, templates] = await Promise.all([loadSeasonData(ctx, caller, season), listTemplates(ctx)]);
  const divisions = proposalDivisions(data);
  return templates.map((template) => ({
    template,
    compatibility: templateCompatibility(storedTemplate(template), divisions),
  }));
}

/** POST /api/Template/Propose/: the template's fixtures for the season; nothing is saved. */
export async function proposeFromTemplate(
  ctx: AppContext,
  caller: Caller,
  request: {
    templateId: string;
    seasonId: string;
    placeholderMappings: Record<string, string>;
    skipDates?: string[];
  },
  random: RandomSource = cryptoRandom,
): Promise<{ proposal: Proposal; stored: Stored<TemplateDoc> }> {
  const stored = await ctx.repos.templates.get(request.templateId);
  if (!stored || stored.deleted) throw badRequest(`templateId: ${TEMPLATE_NOT_FOUND}`);
  const season = await liveSeason(ctx, request.seasonId);
  const data = await loadSeasonData(ctx, caller, season);
  const proposal = proposeSeason({
    template: storedTemplate(stored),
    season: season.doc,
    divisions: proposalDivisions(data),
    placeholderMappings: request.placeholderMappings,
    skipDates: request.skipDates ?? [],
    random,
  });
  return { proposal, stored };
}

/** POST /api/Template/Generate/: a double round-robin per division, proposed as a template's would be. */
export async function generateProposal(
  ctx: AppContext,
  caller: Caller,
  request: { seasonId: string; placeholderMappings: Record<string, string>; skipDates?: string[] },
  random: RandomSource = cryptoRandom,
): Promise<GeneratedProposal> {
  const season = await liveSeason(ctx, request.seasonId);
  const data = await loadSeasonData(ctx, caller, season);
  return generateSeason({
    season: season.doc,
    divisions: proposalDivisions(data),
    placeholderMappings: request.placeholderMappings,
    skipDates: request.skipDates ?? [],
    random,
  });
}

/** GET /api/Season/{id}/health: the nine checks over the season's fixtures (null: unknown season). */
export async function checkSeason(
  ctx: AppContext,
  caller: Caller,
  seasonId: string,
): Promise<SeasonHealthResult | null> {
  const season = await ctx.repos.seasons.get(seasonId);
  if (!season || season.deleted) return null;
  const data = await loadSeasonData(ctx, caller, season);
  const dataErrors = data.data.flatMap((d) => d.dataErrors.map((e) => e.message));
  return seasonHealth(
    {
      startDate: season.doc.startDate,
      endDate: season.doc.endDate,
      divisions: data.data.map(scheduleFromDivisionData),
    },
    dataErrors,
  );
}
