import { matchOptionAt } from '../league/matchOptions';
import type { Side } from '../league/matchResult';
import type { ScorecardMatch } from './scorecard';
import type { FixturePlayer, MatchOption, NotablePlayer } from '../league/types';

/*
 * Content checks of a saved scorecard (PUT /api/Scores/{id}): the scores fit each match's legs,
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

const scoreOf = (match: ScorecardMatch, side: Side) => (side === 'home' ? match.homeScore : match.awayScore);

const optionsOf = (card: ScorecardLayout) => (index: number) =>
  matchOptionAt(card.matchOptions, index, card.isKnockout === true);

/**
 * Each score at most the match's number of legs, and both together at most the legs (a blank
 * score is fine): `matches.{i}.homeScore: must be at most 5 (the match is best of 5)` and
 * `matches.{i}: the scores add up to more than the 5 legs`.
 */
export function scoreFitProblems(card: ScorecardLayout): string[] {
  const optionAt = optionsOf(card);
  return card.matches.flatMap((match, index) => {
    const legs = optionAt(index).numberOfLegs;
    const why = legs > 0 ? `the match is best of ${legs}` : 'the match is not played';
    const over = SIDES.filter((side) => (scoreOf(match, side) ?? 0) > legs).map(
      (side) => `matches.${index}.${side}Score: must be at most ${legs} (${why})`,
    );
    if (over.length > 0) return over;
    const total = (match.homeScore ?? 0) + (match.awayScore ?? 0);
    return total > legs ? [`matches.${index}: the scores add up to more than the ${legs} legs`] : [];
  });
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
