import type {
  EditTemplateRequest,
  GenerateRequest,
  ProposeRequest,
  TemplateHealthRequest,
} from '@darts/core/contract/template';
import { SEASON_MANAGE_ROUTES } from '@darts/core/contract/routes/seasonManage';
import { TEMPLATE_ROUTES } from '@darts/core/contract/routes/template';
import { call, commandTo } from './client';

/** Season templates, proposals made from them, and season health (docs/domain.md, "Season tools"). */
export const templateApi = {
  list: async () => (await call(TEMPLATE_ROUTES.list)) ?? [],
  get: (id: string) => call(TEMPLATE_ROUTES.get, { params: { id } }),
  save: (body: EditTemplateRequest) => commandTo(TEMPLATE_ROUTES.save, { body }),
  delete: (id: string) => commandTo(TEMPLATE_ROUTES.delete, { params: { id } }),
  health: (body: TemplateHealthRequest) => call(TEMPLATE_ROUTES.health, { body }),
  forSeason: (seasonId: string) => commandTo(TEMPLATE_ROUTES.forSeason, { params: { seasonId } }),
  /** A proposal answers its own success, errors and warnings with the proposal: never thrown. */
  propose: (body: ProposeRequest) => call(TEMPLATE_ROUTES.propose, { body }),
  generate: (body: GenerateRequest) => call(TEMPLATE_ROUTES.generate, { body }),
  seasonHealth: (id: string) => call(SEASON_MANAGE_ROUTES.health, { params: { id } }),
};
