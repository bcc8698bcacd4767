import type { Envelope } from '../envelope';
import type { SeasonHealth } from '../season';
import type {
  EditTemplateRequest,
  GenerateRequest,
  ProposalDto,
  ProposeRequest,
  TemplateCompatibilityDto,
  TemplateDto,
  TemplateHealthRequest,
} from '../template';
import { route } from './route';

/** Season templates, proposals made from them and their health (packages/server/src/routes/template). */
export const TEMPLATE_ROUTES = {
  list: route<TemplateDto[]>()('GET', '/api/Template/', '/api/Template'),
  save: route<Envelope<TemplateDto>, EditTemplateRequest>()('PUT', '/api/Template/', '/api/Template'),
  get: route<TemplateDto>()('GET', '/api/Template/:id'),
  delete: route<Envelope<TemplateDto>>()('DELETE', '/api/Template/:id'),
  forSeason: route<Envelope<TemplateCompatibilityDto[]>>()('GET', '/api/Template/ForSeason/:seasonId'),
  /** A proposal answers its own success, errors and warnings with the proposal. */
  propose: route<Envelope<ProposalDto>, ProposeRequest>()(
    'POST',
    '/api/Template/Propose/',
    '/api/Template/Propose',
  ),
  generate: route<Envelope<ProposalDto>, GenerateRequest>()(
    'POST',
    '/api/Template/Generate/',
    '/api/Template/Generate',
  ),
  health: route<SeasonHealth, TemplateHealthRequest>()(
    'POST',
    '/api/Template/Health',
    '/api/Template/Health/',
  ),
} as const;
