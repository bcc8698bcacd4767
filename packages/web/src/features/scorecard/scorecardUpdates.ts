import type { Fixture, FixtureMatch } from '@darts/core/contract/fixture';
import { hiCheckProblem } from '@darts/core/scorecard/scorecard';
import { legsWon } from '@darts/core/scoring/match';
import type { SaygState, SideKey } from '@darts/core/scoring/types';

/*
 * The scorecard's edits that come from a match's leg-by-leg scoring, as pure changes of the card:
 * the record's link, the legs won, and 180s and hi-checks, which
 * count only for single-player sides.
 */

const withMatchAt = (
  card: Fixture,
  index: number,
  change: (match: FixtureMatch) => FixtureMatch,
): Fixture => ({
  ...card,
  matches: card.matches.map((m, i) => (i === index ? change(m) : m)),
});

/** Match `index` replaced (a match's record stays with it when players are picked again). */
export const withMatch = (card: Fixture, index: number, match: FixtureMatch): Fixture =>
  withMatchAt(card, index, () => match);

/** The match linked to its leg-by-leg record (the same card when it already is). */
export function withRecordLinked(card: Fixture, index: number, saygId: string): Fixture {
  if (card.matches[index]?.saygId === saygId) return card;
  return withMatchAt(card, index, (m) => ({ ...m, saygId }));
}

/** The match's score: the legs each side has won in its record. */
export function withLegsWon(card: Fixture, index: number, record: Pick<SaygState, 'legs'>): Fixture {
  const won = legsWon(record);
  return withMatchAt(card, index, (m) => ({ ...m, homeScore: won.home, awayScore: won.away }));
}

/** The side's player when the side is one player, else null. */
function soloPlayer(card: Fixture, index: number, side: SideKey) {
  const match = card.matches[index];
  const players = (side === 'home' ? match?.homePlayers : match?.awayPlayers) ?? [];
  return players.length === 1 ? players[0]! : null;
}

/** A 180 thrown in match `index` by a single-player side, added to the card's 180s. */
export function with180(card: Fixture, index: number, side: SideKey): Fixture {
  const p = soloPlayer(card, index, side);
  return p ? { ...card, oneEighties: [...card.oneEighties, { id: p.id, name: p.name }] } : card;
}

/** A checkout of `score` in match `index`: a hi-check of a single-player side when 100 to 120. */
export function withHiCheck(card: Fixture, index: number, side: SideKey, score: number): Fixture {
  const p = soloPlayer(card, index, side);
  if (!p || hiCheckProblem(score) !== null) return card;
  return { ...card, over100Checkouts: [...card.over100Checkouts, { id: p.id, name: p.name, score }] };
}
