import type { QueryClient } from '@tanstack/react-query';
import type { Fixture } from '@darts/core/contract/fixture';
import { isApiError } from '#web/api/client';
import { scorecardApi } from '#web/api/scorecard';
import { scoresRequest } from './model';
import { gameQuery } from './queries';

/**
 * Saves a change of one match over the card as it is now (PUT /api/Scores/{id} with the card's
 * `lastUpdated`): the card is read afresh, changed and sent; when someone saved it since (409) it is
 * read again and the change sent once more, up to `attempts` times. The card the server answers
 * replaces the one read. Null when `change` finds nothing to save (its match is no longer on the card).
 * Used by the board's device and the secretary's "Results left unsaved" (decisions 054, 055).
 */
export async function saveOverLatestCard(
  queryClient: QueryClient,
  fixtureId: string,
  change: (card: Fixture) => Fixture | null,
  attempts = 3,
): Promise<Fixture | null> {
  for (let attempt = 1; ; attempt += 1) {
    const card = await queryClient.fetchQuery({ ...gameQuery(fixtureId), staleTime: 0 });
    const next = card ? change(card) : null;
    if (!next) return null;
    try {
      const answer = await scorecardApi.save(fixtureId, scoresRequest(next));
      if (answer.result) queryClient.setQueryData(gameQuery(fixtureId).queryKey, answer.result);
      return answer.result ?? next;
    } catch (e) {
      if (!(isApiError(e) && e.status === 409) || attempt >= attempts) throw e;
    }
  }
}
