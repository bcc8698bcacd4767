import type { PageRoute } from '#web/routing/pageRoute';
import { loadTournamentSheet } from './sheetCode';

/**
 * The tournament sheet. The knockout sheet's code is fetched beside the page's own, before the
 * tournament's data is asked for (sheetCode.ts): the bracket is drawn as soon as the data comes,
 * not a round trip later.
 */
export const tournamentPages: PageRoute[] = [
  {
    path: 'tournament/:tournamentId',
    load: async () => {
      // A failed fetch is fetched again, and reported, when the page draws the sheet.
      loadTournamentSheet().catch(() => undefined);
      return (await import('./TournamentPage')).TournamentPage;
    },
  },
];
