import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import { callText } from '@darts/core/venue/boards';
import { call } from '#web/api/client';
import { queryKeys } from '#web/api/keys';

/** How often the TV reads tonight's calls: a freed board's next match shows within seconds. */
export const TV_CALLS_EVERY_MS = 10_000;

/**
 * GET /api/Scores/Calls: the date's fixture nights with calls, in one answer. Not narrowed by
 * division there: the TV keeps the fixtures its `?division=` lists (a cup tie counts for either
 * team's division, the answer's `divisionId` is the fixture's own).
 */
const nightCallsQuery = (date: string) =>
  queryOptions({
    queryKey: [...queryKeys.games.all, 'calls', date] as const,
    queryFn: async () => (await call(SCORECARD_ROUTES.calls, { query: new URLSearchParams({ date }) })) ?? [],
    refetchInterval: TV_CALLS_EVERY_MS,
    meta: { handlesErrors: true },
  });

/**
 * Tonight's fixture nights' call lists along the bottom of `/tv` (a lazy part, decision 054), live
 * boards or slides above: one line a fixture with calls, its teams then each board's match
 * ("Board 3: Smith v Jones"), in tonight's order. All of tonight's calls are read in one request
 * every TV_CALLS_EVERY_MS.
 */
export function TvCalls({
  date,
  fixtureIds,
}: {
  date: string;
  /** Tonight's fixtures as the TV lists them (narrowed by `?division=`): their calls, in this order. */
  fixtureIds: readonly string[];
}) {
  const answer = useQuery(nightCallsQuery(date));
  const byFixture = new Map((answer.data ?? []).map((card) => [card.fixtureId, card]));
  const nights = fixtureIds.flatMap((id) => {
    const card = byFixture.get(id);
    return card?.calls.length ? [card] : [];
  });
  if (!nights.length) return null;
  return (
    <section
      className="tv-calls"
      aria-label="Called to the boards"
      style={{ flex: 'none', fontSize: '3.2vh' }}
    >
      {nights.map((card) => (
        <p key={card.fixtureId} className="m-0 text-truncate">
          <strong>
            {card.home} v {card.away}:
          </strong>{' '}
          {card.calls.map((c) => callText(c.boardId, [c.match])).join(' · ')}
        </p>
      ))}
    </section>
  );
}
