import { matchOptionAt } from '../league/matchOptions';
import type { Side } from '../league/matchResult';
import type { ScorecardMatch } from './scorecard';
import { legsResult } from '../scoring/legsResult';
import type { FixturePlayer, MatchOption, NotablePlayer } from '../league/types';

/*
 * Content checks of a saved scorecard (PUT /api/Scores/{id}): each match's score is one it can have,
 * the sides fit its player count, and the players come from the fixture's two squads. Each
 * problem starts with the field path, as `matches.{index}.homeScore: reason`. Pure: the server
 * loads the squads and passes their ids.
 */

const SIDES: readonly Side[] = ['home', 'away'];

/** What the legs and player-count checks read of a card. */
export interface ScorecardLayout {
  matches: readonly ScorecardMatch[];
  matchOptions: readonly (MatchOption | null)[] | null | undefined;
  isKnockout?: boolean;
}

const playersOf = (match: ScorecardMatch | undefined, side: Side): readonly FixturePlayer[] =>
  (side === 'home' ? match?.homePlayers : match?.awayPlayers) ?? [];

const optionsOf = (card: ScorecardLayout) => (index: number) =>
  matchOptionAt(card.matchOptions, index, card.isKnockout === true);

/**
 * Each match's score one it can have (`matchScoreProblem`); a match in progress is fine.
 */
export function scoreFitProblems(card: ScorecardLayout): string[] {
  const optionAt = optionsOf(card);
  return card.matches.flatMap(
    (match, index) => matchScoreProblem(match, index, optionAt(index).numberOfLegs) ?? [],
  );
}

/**
 * Why match `index`'s score is not one it can have (`legsResult`, docs/decisions/042), or null: a
 * side's box is named when its legs alone are wrong, the match when the two together are, as
 * `matches.{i}.homeScore: must be at most 3 (3 legs win a best of 5)` and
 * `matches.{i}: only one side can win (3 legs win a best of 5)`. The score boxes show it beside them.
 */
export function matchScoreProblem(match: ScorecardMatch, index: number, numberOfLegs: number): string | null {
  const result = legsResult(match.homeScore, match.awayScore, numberOfLegs);
  if (result.kind !== 'impossible') return null;
  const { side, reason } = result.problem;
  return `matches.${index}${side ? `.${side}Score` : ''}: ${reason}`;
}

/**
 * No side with more players than the match's player count; a slot with a count of 0 (the
 * knockout's triples) has none: `matches.{i}.homePlayers: must have at most 1 player`.
 */
export function playerCountProblems(card: ScorecardLayout): string[] {
  const optionAt = optionsOf(card);
  return card.matches.flatMap((match, index) => {
    const count = optionAt(index).playerCount;
    const limit =
      count > 0 ? `must have at most ${count} ${count === 1 ? 'player' : 'players'}` : 'must have no players';
    const why = count > 0 ? '' : ' (the match is not played)';
    return SIDES.filter((side) => playersOf(match, side).length > count).map(
      (side) => `matches.${index}.${side}Players: ${limit}${why}`,
    );
  });
}

/** The players a card names: per match and side, 180s and hi-checks. */
export interface ScorecardPlayers {
  matches: readonly ScorecardMatch[];
  oneEighties: readonly FixturePlayer[];
  over100Checkouts: readonly NotablePlayer[];
}

/** A side's squad for the fixture's season: its team's name and its (live) players' ids. */
export interface SquadIds {
  name: string;
  playerIds: ReadonlySet<string>;
}

/** Ids already on a stored card in the same place, as `{index}|{side}`, `180` or `hiCheck`. */
function storedPlaces(stored: readonly (ScorecardPlayers | null | undefined)[]): Set<string> {
  const places = new Set<string>();
  for (const card of stored) {
    if (!card) continue;
    card.matches.forEach((match, index) => {
      for (const side of SIDES) {
        for (const p of playersOf(match, side)) places.add(`${index}|${side}|${p.id}`);
      }
    });
    for (const p of card.oneEighties) places.add(`180|${p.id}`);
    for (const p of card.over100Checkouts) places.add(`hiCheck|${p.id}`);
  }
  return places;
}

/**
 * Every player not in the right squad: a match's home players in the home squad, its away
 * players in the away squad, and 180s and hi-checks by a player of either squad or of the card's
 * matches (those are checked themselves). A player the stored cards already name in the same
 * place (same match and side, or the same list) is kept, so squad changes never refuse an old
 * card. Messages: `matches.{i}.homePlayers: {name} is not in the {team} squad for this season`
 * and `oneEighties: {name} is not a player of either team` (each player once per place).
 */
export function squadProblems(
  card: ScorecardPlayers,
  squads: Readonly<Record<Side, SquadIds>>,
  stored: readonly (ScorecardPlayers | null | undefined)[],
): string[] {
  const kept = storedPlaces(stored);
  const problems: string[] = [];
  const inMatches = new Set<string>();
  card.matches.forEach((match, index) => {
    for (const side of SIDES) {
      const reported = new Set<string>();
      for (const p of playersOf(match, side)) {
        inMatches.add(p.id);
        if (squads[side].playerIds.has(p.id) || kept.has(`${index}|${side}|${p.id}`)) continue;
        if (reported.has(p.id)) continue;
        reported.add(p.id);
        problems.push(
          `matches.${index}.${side}Players: ${p.name} is not in the ${squads[side].name} squad for this season`,
        );
      }
    }
  });
  const ofEither = (id: string) =>
    squads.home.playerIds.has(id) || squads.away.playerIds.has(id) || inMatches.has(id);
  const lists = [
    ['oneEighties', '180', card.oneEighties],
    ['over100Checkouts', 'hiCheck', card.over100Checkouts],
  ] as const;
  for (const [field, place, players] of lists) {
    const reported = new Set<string>();
    for (const p of players) {
      if (ofEither(p.id) || kept.has(`${place}|${p.id}`) || reported.has(p.id)) continue;
      reported.add(p.id);
      problems.push(`${field}: ${p.name} is not a player of either team`);
    }
  }
  return problems;
}
