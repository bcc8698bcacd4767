import type { ProposalDto, TemplateDto } from '@darts/core/contract/template';
import type { TemplateDoc } from '@darts/core/documents/template';
import type { Proposal } from '@darts/core/season/proposal';
import type { Template } from '@darts/core/season/template';
import { auditOf, type Stored } from '#server/db/documents';

const NO_AUDIT = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };

function templateBody(template: Template): Omit<TemplateDto, keyof typeof NO_AUDIT | 'templateHealth'> {
  return {
    id: template.id,
    name: template.name,
    description: template.description ?? null,
    divisions: template.divisions.map((d) => ({
      sharedAddresses: d.sharedAddresses.map((g) => [...g]),
      dates: d.dates.map((date) => ({
        fixtures: date.fixtures.map((f) => ({ home: f.home, away: f.away ?? null })),
      })),
    })),
    sharedAddresses: template.sharedAddresses.map((g) => [...g]),
  };
}

export function presentTemplate(stored: Stored<TemplateDoc>): TemplateDto {
  return {
    ...templateBody({ id: stored.id, ...stored.doc }),
    templateHealth: stored.doc.templateHealth,
    ...auditOf(stored),
  };
}

/** A template made on the fly (generated without a template): no audit, its health computed. */
export function presentMadeTemplate(template: Template, health: TemplateDto['templateHealth']): TemplateDto {
  return { ...templateBody(template), templateHealth: health, ...NO_AUDIT };
}

/** A proposal (ProposalResultDto): the teams given to codes, the fixtures and the season's health with them. */
export function presentProposal(proposal: Proposal, template: TemplateDto): ProposalDto {
  return {
    placeholderMappings: proposal.placeholderMappings,
    template,
    divisions: proposal.divisions.map((d) => ({
      id: d.id,
      name: d.name,
      fixtures: d.fixtures.map((f) => ({ date: f.date, home: f.home, away: f.away })),
    })),
    proposalHealth: proposal.health,
  };
}
