import type { PageRoute } from '#web/routing/pageRoute';

const load = async () => (await import('./DivisionPage')).DivisionPage;

/**
 * The league's views: a division in a mode and season, and the
 * multi-division lists whose divisions come from the repeated `?division=` parameter.
 */
export const leaguePages: PageRoute[] = [
  { path: 'division/:division/:mode?/:season?', load },
  { path: 'teams/:season?', load },
  { path: 'fixtures/:season?', load },
  { path: 'players/:season?', load },
];
