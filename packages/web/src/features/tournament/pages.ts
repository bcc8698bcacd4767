import type { PageRoute } from '#web/routing/pageRoute';

/**
 * The tournament sheet. The knockout sheet's code is fetched beside the page's own, before the
 * tournament's data is asked for (TournamentPage.tsx): the bracket is drawn as soon as the data
 * comes, not a round trip later.
 */
export const tournamentPages: PageRoute[] = [
  {
    path: 'tournament/:tournamentId',
    load: async () => {
      // A failed fetch is fetched again, and reported, when the page draws the sheet.
      import('./TournamentSheet').catch(() => undefined);
      return (await import('./TournamentPage')).TournamentPage;
    },
  },
];
