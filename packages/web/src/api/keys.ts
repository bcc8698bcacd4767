/**
 * Query key factories: one place that names every cached resource, so mutations can
 * invalidate by prefix (e.g. `queryKeys.account.all` drops the current account and the list).
 */
export const queryKeys = {
  account: {
    all: ['account'] as const,
    current: () => ['account', 'current'] as const,
    list: () => ['account', 'list'] as const,
  },
  site: () => ['site'] as const,
  devices: () => ['device', 'list'] as const,
  apiKeys: () => ['apiKey', 'list'] as const,
  fixtureSearch: (query: string) => ['fixtureSearch', query] as const,
  webhooks: {
    all: () => ['webhook'] as const,
    list: () => ['webhook', 'list'] as const,
    deliveries: (id: string) => ['webhook', 'deliveries', id] as const,
  },
  seasons: {
    all: ['season'] as const,
    list: () => ['season', 'list'] as const,
  },
  divisions: {
    all: ['division'] as const,
    list: () => ['division', 'list'] as const,
  },
  teams: {
    all: ['team'] as const,
    detail: (id: string) => ['team', 'detail', id] as const,
    inDivision: (divisionId: string, seasonId: string) => ['team', 'division', divisionId, seasonId] as const,
  },
  divisionData: {
    all: ['divisionData'] as const,
    detail: (divisionIds: readonly string[], seasonId: string | null) =>
      ['divisionData', [...divisionIds].sort(), seasonId] as const,
    /** Every division's fixtures of one date (the tournament sheet's other tournaments). */
    onDate: (seasonId: string, date: string) => ['divisionData', 'date', seasonId, date] as const,
    /** The home page's summary: under divisionData, so whatever refreshes division data refreshes it. */
    home: () => ['divisionData', 'home'] as const,
  },
  games: {
    all: ['game'] as const,
    detail: (id: string) => ['game', 'detail', id] as const,
    /** Fixtures whose two submissions differ (the admin area). */
    disagreements: () => ['game', 'disagreements'] as const,
  },
  features: {
    all: ['feature'] as const,
    list: () => ['feature', 'list'] as const,
  },
  live: {
    all: ['live'] as const,
    watch: () => ['live', 'watch'] as const,
    sockets: () => ['live', 'sockets'] as const,
  },
  tournaments: {
    all: ['tournament'] as const,
    detail: (id: string) => ['tournament', 'detail', id] as const,
    list: ['tournament', 'list'] as const,
  },
  sayg: {
    all: ['sayg'] as const,
    detail: (id: string) => ['sayg', 'detail', id] as const,
  },
  templates: {
    all: ['template'] as const,
    list: () => ['template', 'list'] as const,
    forSeason: (seasonId: string) => ['template', 'forSeason', seasonId] as const,
    /** The health of a draft, keyed by its JSON. */
    health: (draft: string) => ['template', 'health', draft] as const,
  },
  seasonHealth: (seasonId: string) => ['seasonHealth', seasonId] as const,
  data: {
    all: ['data'] as const,
    tables: () => ['data', 'tables'] as const,
    browse: (table: string, page: number, pageSize: number) =>
      ['data', 'browse', table, page, pageSize] as const,
    view: (table: string, id: string) => ['data', 'view', table, id] as const,
  },
  errors: {
    all: ['error'] as const,
    since: (date: string) => ['error', 'since', date] as const,
    detail: (id: string) => ['error', 'detail', id] as const,
  },
};
