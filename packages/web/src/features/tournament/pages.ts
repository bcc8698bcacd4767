import type { PageRoute } from '#web/routing/pageRoute';

/** The tournament sheet. */
export const tournamentPages: PageRoute[] = [
  { path: 'tournament/:tournamentId', load: async () => (await import('./TournamentPage')).TournamentPage },
];
