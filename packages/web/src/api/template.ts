import type { Envelope } from '@darts/core/contract/envelope';
import type { SeasonHealth } from '@darts/core/contract/season';
import type {
  EditTemplateRequest,
  GenerateRequest,
  ProposalDto,
  ProposeRequest,
  TemplateCompatibilityDto,
  TemplateDto,
  TemplateHealthRequest,
} from '@darts/core/contract/template';
import { command, http, segment } from './client';

/** Season templates, proposals made from them, and season health (docs/domain.md, "Season tools"). */
export const templateApi = {
  list: async () => (await http.get<TemplateDto[]>('/api/Template/')) ?? [],
  get: (id: string) => http.get<TemplateDto>(`/api/Template/${segment(id)}`),
  save: (request: EditTemplateRequest) => command<TemplateDto>('PUT', '/api/Template/', request),
  delete: (id: string) => command<TemplateDto>('DELETE', `/api/Template/${segment(id)}`),
  health: (request: TemplateHealthRequest) => http.post<SeasonHealth>('/api/Template/Health', request),
  forSeason: (seasonId: string) =>
    command<TemplateCompatibilityDto[]>('GET', `/api/Template/ForSeason/${segment(seasonId)}`),
  /** A proposal answers its own success, errors and warnings with the proposal: never thrown. */
  propose: (request: ProposeRequest) => http.post<Envelope<ProposalDto>>('/api/Template/Propose/', request),
  generate: (request: GenerateRequest) =>
    http.post<Envelope<ProposalDto>>('/api/Template/Generate/', request),
  seasonHealth: (seasonId: string) => http.get<SeasonHealth>(`/api/Season/${segment(seasonId)}/health`),
};
