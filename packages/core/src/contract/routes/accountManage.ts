import type { Account, UpdateAccessRequest } from '../account';
import type { Envelope } from '../envelope';
import { route } from './route';

/** Accounts' access, for those who manage it (packages/server/src/routes/account). */
export const ACCOUNT_MANAGE_ROUTES = {
  all: route<Account[]>()('GET', '/api/Account/All'),
  get: route<Account>()('GET', '/api/Account/:id'),
  updateAccess: route<Envelope<Account>, UpdateAccessRequest>()('POST', '/api/Account/Access'),
} as const;
