import type { Account, UpdateAccessRequest } from '@darts/core/contract/account';
import { ACCOUNT_MANAGE_ROUTES } from '@darts/core/contract/routes/accountManage';
import { call, commandTo } from './client';

/** Accounts' access (the admin area): apart from accountApi, so the first page does not load it. */
export const accountManageApi = {
  all: async (): Promise<Account[]> => (await call(ACCOUNT_MANAGE_ROUTES.all)) ?? [],
  updateAccess: (body: UpdateAccessRequest) => commandTo(ACCOUNT_MANAGE_ROUTES.updateAccess, { body }),
};
