import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fixture } from '@darts/core/contract/fixture';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import type { UnsavedResult } from '@darts/core/contract/unsaved';
import { decidedWinner } from '@darts/core/league/matchResult';
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

/**
 * Whether a card may have results left unsaved: it has boards (a board's tablet may score any of
 * its matches), or a match linked to its leg-by-leg record still has no winner on the card (the
 * server compares only linked records' scores). A card whose linked matches are all decided is
 * not asked about.
 */
export const mayHaveUnsaved = (card: Fixture) =>
  (card.boards?.length ?? 0) > 0 || card.matches.some((m, i) => m.saygId !== null && !decidedWinner(card, i));

/** The card with the match's score as its record has it (null when the match is no longer on it). */
function withRecordScore(card: Fixture, result: UnsavedResult): Fixture | null {
  const index = cardMatchIndex(card, result.matchId);
  const match = card.matches[index];
  if (!match) return null;
  return withMatch(card, index, { ...match, homeScore: result.scoreA, awayScore: result.scoreB });
}

/**
 * For whoever keeps the card's results (manageScores; a lazy part of its own, loaded for a card with
 * boards or a match linked to its record, and asking only while `mayHaveUnsaved`): a match won on
 * its scorer a minute ago and more whose score never reached the card (a board's tablet gone
 * offline, a refusal nobody read), saved at a tap over the card as it is now (its `lastUpdated`; a
 * card saved since is read again and the score sent once more, as the board's tablet does).
 */
export function CardUnsavedResults({ game }: { game: Fixture }) {
  const queryClient = useQueryClient();
  const asking = mayHaveUnsaved(game);
  const unsaved = useQuery({ ...cardUnsavedQuery(game.id), enabled: asking });
  const save = useMutation({
    mutationFn: (result: UnsavedResult) =>
      saveOverLatestCard(queryClient, game.id, (card) => withRecordScore(card, result)),
    meta: { handlesErrors: true },
    onSettled: () => unsaved.refetch(),
  });
  const label = (r: UnsavedResult) => `Match ${cardMatchIndex(game, r.matchId) + 1}`;
  if (!asking) return null;
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
