import { ACCESS_FLAGS, type Access, type AccessFlag } from '@darts/core/account/access';
import type { Account } from '@darts/core/contract/account';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import type { SiteSettings } from '@darts/core/contract/site';

/* In-memory builders with overrides (EXAMPLES habit 10). */

const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };

export function access(...granted: AccessFlag[]): Access {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, granted.includes(f)])) as Access;
}

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: nextId(),
    name: 'Sam Smith',
    givenName: 'Sam',
    emailAddress: 'sam@example.com',
    teamId: null,
    access: access(),
    ...overrides,
  };
}

export function buildDivision(overrides: Partial<Division> = {}): Division {
  return { ...audit, id: nextId(), name: 'Premier', superleague: false, ...overrides };
}

export function buildSeason(overrides: Partial<Season> = {}): Season {
  return {
    ...audit,
    id: nextId(),
    name: '2025',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    isCurrent: true,
    divisions: [],
    ...overrides,
  };
}

export function buildSite(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    name: 'Test League',
    email: 'league@example.com',
    facebook: null,
    twitter: null,
    website: null,
    custodians: [],
    menu: { beforeDivisions: [], afterDivisions: [] },
    build: { branch: null, version: null, date: null, prName: null, prNumber: null },
    ...overrides,
  };
}
