import { useQueries } from '@tanstack/react-query';
import type { Fixture } from '@darts/core/contract/fixture';
import { cardCallText, cardMatchIndex } from '@darts/core/scorecard/calls';
import { gameQuery } from '#web/features/scorecard/queries';

/** How often the TV reads tonight's cards for their calls: a freed board's next match shows within seconds. */
export const TV_CALLS_EVERY_MS = 10_000;

/** A card's calls as the TV says them: "Board 3: Smith v Jones", each of a match on the card. */
const callLines = (card: Fixture) =>
  (card.calls ?? []).filter((c) => cardMatchIndex(card, c.matchId) >= 0).map((c) => cardCallText(card, c));

/**
 * Tonight's fixture nights' call lists along the bottom of `/tv` (a lazy part, decision 054), live
 * boards or slides above: one line a fixture with boards, its teams then each board's match. Each
 * of tonight's cards is read every TV_CALLS_EVERY_MS.
 */
export function TvCalls({ fixtureIds }: { fixtureIds: readonly string[] }) {
  const cards = useQueries({
    queries: fixtureIds.map((id) => ({
      ...gameQuery(id),
      refetchInterval: TV_CALLS_EVERY_MS,
      meta: { handlesErrors: true },
    })),
  });
  const nights = cards.flatMap((q) => {
    const card = q.data;
    const lines = card ? callLines(card) : [];
    return card && lines.length ? [{ card, lines }] : [];
  });
  if (!nights.length) return null;
  return (
    <section
      className="tv-calls"
      aria-label="Called to the boards"
      style={{ flex: 'none', fontSize: '3.2vh' }}
    >
      {nights.map(({ card, lines }) => (
        <p key={card.id} className="m-0 text-truncate">
          <strong>
            {card.home.name} v {card.away.name}:
          </strong>{' '}
          {lines.join(' · ')}
        </p>
      ))}
    </section>
  );
}
