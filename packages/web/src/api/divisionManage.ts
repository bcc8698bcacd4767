import type { EditDivisionRequest } from '@darts/core/contract/division';
import { DIVISION_MANAGE_ROUTES } from '@darts/core/contract/routes/divisionManage';
import { commandTo } from './client';

/** A manager's edits of divisions: apart from divisionApi, so the first page does not load them. */
export const divisionManageApi = {
  save: (body: EditDivisionRequest) => commandTo(DIVISION_MANAGE_ROUTES.save, { body }),
  delete: (id: string) => commandTo(DIVISION_MANAGE_ROUTES.delete, { params: { id } }),
};
