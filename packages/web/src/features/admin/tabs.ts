import type { AccessFlag } from '@darts/core/account/access';

export const ADMIN_MODES = [
  'user',
  'devices',
  'api',
  'hooks',
  'import',
  'export',
  'errors',
  'templates',
  'sockets',
  'browser',
  'features',
  'submissions',
] as const;
export type AdminMode = (typeof ADMIN_MODES)[number];

export interface AdminTab {
  mode: AdminMode;
  label: string;
  /** The access flag that shows the tab. */
  flag: AccessFlag;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { mode: 'user', label: 'Users', flag: 'manageAccess' },
  { mode: 'devices', label: 'Devices', flag: 'manageAccess' },
  { mode: 'api', label: 'API keys', flag: 'manageAccess' },
  { mode: 'hooks', label: 'Webhooks', flag: 'manageAccess' },
  { mode: 'import', label: 'Import', flag: 'importData' },
  { mode: 'export', label: 'Export', flag: 'exportData' },
  { mode: 'errors', label: 'Errors', flag: 'viewExceptions' },
  { mode: 'templates', label: 'Templates', flag: 'manageSeasonTemplates' },
  { mode: 'sockets', label: 'Sockets', flag: 'manageSockets' },
  { mode: 'browser', label: 'Data browser', flag: 'exportData' },
  { mode: 'features', label: 'Features', flag: 'manageFeatures' },
  { mode: 'submissions', label: 'Submissions', flag: 'manageScores' },
];
