import { BROWSE_PAGE_SIZE } from '@darts/core/data/tables';

/*
 * The data browser's address: /admin/browser?table=&id=&page=&pageSize=&showEmptyValues=
 * &showAuditValues=&showVersion=&showIdsUptoDepth=. An option at its
 * default is left out of the address.
 */

export interface BrowseOptions {
  table: string;
  id: string;
  /** 1-based, as the Browse call takes it. */
  page: number;
  pageSize: number;
  showEmptyValues: boolean;
  showAuditValues: boolean;
  showVersion: boolean;
  showIdsUptoDepth: number;
}

export type ViewToggle = 'showEmptyValues' | 'showAuditValues' | 'showVersion';

export const BROWSE_DEFAULTS = {
  page: 1,
  pageSize: BROWSE_PAGE_SIZE,
  showEmptyValues: false,
  showAuditValues: false,
  showVersion: false,
  showIdsUptoDepth: 1,
} as const;

function flag(search: URLSearchParams, name: ViewToggle): boolean {
  const value = search.get(name)?.trim().toLowerCase();
  return value ? value === 'true' || value === '1' : BROWSE_DEFAULTS[name];
}

function whole(search: URLSearchParams, name: string, fallback: number, min: number): number {
  const value = Number.parseInt(search.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

export function readBrowseOptions(search: URLSearchParams): BrowseOptions {
  return {
    table: search.get('table')?.trim() ?? '',
    id: search.get('id')?.trim() ?? '',
    page: whole(search, 'page', BROWSE_DEFAULTS.page, 1),
    pageSize: whole(search, 'pageSize', BROWSE_DEFAULTS.pageSize, 1),
    showEmptyValues: flag(search, 'showEmptyValues'),
    showAuditValues: flag(search, 'showAuditValues'),
    showVersion: flag(search, 'showVersion'),
    showIdsUptoDepth: whole(search, 'showIdsUptoDepth', BROWSE_DEFAULTS.showIdsUptoDepth, 0),
  };
}

/** The address of `options` with `change` applied; defaults (and an empty id) are left out. */
export function browseSearch(options: BrowseOptions, change: Partial<BrowseOptions> = {}): string {
  const next = { ...options, ...change };
  const search = new URLSearchParams();
  if (next.table) search.set('table', next.table);
  if (next.id) search.set('id', next.id);
  for (const key of Object.keys(BROWSE_DEFAULTS) as (keyof typeof BROWSE_DEFAULTS)[]) {
    if (next[key] !== BROWSE_DEFAULTS[key]) search.set(key, String(next[key]));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const AUDIT_KEYS = new Set(['created', 'author', 'updated', 'editor', 'deleted', 'remover']);

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Whether the viewer shows a property at `depth` (1: the row itself): stored system fields
 * (`_...`) never; audit values and the version only when asked; ids only up to
 * showIdsUptoDepth; empty values (null, '', [], {}) only when asked.
 */
export function showsProperty(key: string, value: unknown, depth: number, options: BrowseOptions): boolean {
  if (key.startsWith('_')) return false;
  const name = key.toLowerCase();
  if (AUDIT_KEYS.has(name)) return options.showAuditValues && !isEmpty(value);
  if (name === 'version') return options.showVersion && !isEmpty(value);
  if (name === 'id') return depth <= options.showIdsUptoDepth;
  return options.showEmptyValues || !isEmpty(value);
}

/** The table a reference property points at (`seasonId` -> season), so its value links to its view. */
const REFERENCES: Record<string, string> = {
  divisionid: 'division',
  seasonid: 'season',
  teamid: 'team',
  gameid: 'game',
  tournamentid: 'tournament',
  saygid: 'sayg',
  templateid: 'template',
};

export function referencedTable(key: string): string | null {
  return REFERENCES[key.toLowerCase()] ?? null;
}
