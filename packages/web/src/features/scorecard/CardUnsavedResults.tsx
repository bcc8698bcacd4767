import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fixture } from '@darts/core/contract/fixture';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import type { UnsavedResult } from '@darts/core/contract/unsaved';
import { cardMatchIndex, cardMatchName } from '@darts/core/scorecard/calls';
import { call } from '#web/api/client';
import { queryKeys } from '#web/api/keys';
import { UnsavedList } from '#web/features/venue/UnsavedList';
import { SAVE_SCORE_ERROR } from './mutations';
import { saveOverLatestCard } from './saveOverLatest';
import { withMatch } from './scorecardUpdates';

/** How often the secretary's scorecard asks for results left unsaved. */
export const CARD_UNSAVED_ASK_EVERY_MS = 20_000;

/** GET /api/Scores/{id}/Unsaved: the card's matches won on their scorers whose score the card lacks. */
export const cardUnsavedQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.games.detail(id), 'unsaved'] as const,
    queryFn: async () => (await call(SCORECARD_ROUTES.unsaved, { params: { id } }))?.results ?? [],
    refetchInterval: CARD_UNSAVED_ASK_EVERY_MS,
    meta: { handlesErrors: true },
  });

/** The card with the match's score as its record has it (null when the match is no longer on it). */
function withRecordScore(card: Fixture, result: UnsavedResult): Fixture | null {
  const index = cardMatchIndex(card, result.matchId);
  const match = card.matches[index];
  if (!match) return null;
  return withMatch(card, index, { ...match, homeScore: result.scoreA, awayScore: result.scoreB });
}

/**
 * For whoever keeps the card's results (manageScores, in the call list's lazy part): a match won on
 * its scorer a minute ago and more whose score never reached the card (a board's tablet gone
 * offline, a refusal nobody read), saved at a tap over the card as it is now (its `lastUpdated`; a
 * card saved since is read again and the score sent once more, as the board's tablet does).
 */
export function CardUnsavedResults({ game }: { game: Fixture }) {
  const queryClient = useQueryClient();
  const unsaved = useQuery(cardUnsavedQuery(game.id));
  const save = useMutation({
    mutationFn: (result: UnsavedResult) =>
      saveOverLatestCard(queryClient, game.id, (card) => withRecordScore(card, result)),
    meta: { handlesErrors: true },
    onSettled: () => unsaved.refetch(),
  });
  const label = (r: UnsavedResult) => `Match ${cardMatchIndex(game, r.matchId) + 1}`;
  return (
    <UnsavedList
      results={(unsaved.data ?? []).filter((r) => cardMatchIndex(game, r.matchId) >= 0)}
      label={label}
      match={(r) => cardMatchName(game, r.matchId)}
      where="card"
      busy={save.isPending}
      onSave={(r) => save.mutate(r)}
      errorTitle={SAVE_SCORE_ERROR}
      error={save.error}
    />
  );
}
