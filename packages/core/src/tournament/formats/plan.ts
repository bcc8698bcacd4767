/*
 * A format's plan: every match it may need for a number of entrants, each slot filled from a seed,
 * the winner or the loser of an earlier match. Resolving the plan against the results so far says
 * who is in each match, which matches are walkovers (a bye) or never needed, and who has won.
 * Formats (knockout.ts, doubleElimination.ts, groupsKnockout.ts, plate.ts) only build plans; the
 * rules of walking one are here.
 */

/**
 * Where a slot's side comes from. A seed beyond the entrants, or a bye, is nobody. A place is a
 * group's (0-based group and place), known once the group is finished (groups.ts).
 */
export type SlotSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'place'; group: number; place: number }
  | { kind: 'bye' }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string };

/** The part of the event a match belongs to. */
export type PlanBracket = 'main' | 'winners' | 'losers' | 'final' | 'plate';

export interface PlannedMatch {
  /** Unique in the plan, e.g. `W1-3`, `L2-1`, `GF1`. */
  id: string;
  bracket: PlanBracket;
  /** The round within its bracket, from 1. */
  round: number;
  /**
   * When it can be played, from 1: every match of a stage can be on the boards at once, and each
   * waits only for matches of earlier stages.
   */
  stage: number;
  a: SlotSource;
  b: SlotSource;
  /** Played only when side B wins this earlier match (a grand final's reset). */
  onlyIfBWins?: string;
}

export interface FormatPlan {
  entrants: number;
  /** In the order they can be played (by stage). */
  matches: PlannedMatch[];
  /** The deciding matches, last first: the champion is the winner of the first of them that is played. */
  deciders: string[];
  /** A consolation bracket's deciders (a plate), when the format has one. */
  plateDeciders?: string[];
}

/** A slot once resolved: an entrant (0-based seed), nobody (a bye), or not known yet. */
export type ResolvedSlot = { kind: 'entrant'; seed: number } | { kind: 'nobody' } | { kind: 'waiting' };

export type MatchState =
  /** Both sides known, no result yet. */
  | 'ready'
  /** A side is still to come. */
  | 'waiting'
  /** Both sides known and a winner recorded. */
  | 'played'
  /** One side met nobody and goes through without playing. */
  | 'walkover'
  /** Not played: nobody on either side, or a reset that was not needed. */
  | 'void';

export interface ResolvedMatch {
  match: PlannedMatch;
  a: ResolvedSlot;
  b: ResolvedSlot;
  state: MatchState;
  /** The side that won it (played or a walkover). */
  won: 'a' | 'b' | null;
  winner: ResolvedSlot;
  loser: ResolvedSlot;
}

export interface ResolvedPlan {
  matches: Map<string, ResolvedMatch>;
  /** The champion's seed once decided. */
  champion: number | null;
}

const WAITING: ResolvedSlot = { kind: 'waiting' };
const NOBODY: ResolvedSlot = { kind: 'nobody' };

/**
 * A group's place once the group is finished: the seed there, `nobody` when the group is smaller,
 * null while it is being played.
 */
export type GroupPlaces = (group: number, place: number) => number | 'nobody' | null;

/**
 * Walks the plan in order with the results recorded so far (`results`: the match id and the side
 * that won it; `places`: the groups' places, for a knockout after groups). A result for a match
 * that is not ready is ignored.
 */
export function resolvePlan(
  plan: FormatPlan,
  results: ReadonlyMap<string, 'a' | 'b'>,
  places: GroupPlaces = () => null,
): ResolvedPlan {
  const matches = new Map<string, ResolvedMatch>();
  const slot = (source: SlotSource): ResolvedSlot => {
    if (source.kind === 'seed')
      return source.seed < plan.entrants ? { kind: 'entrant', seed: source.seed } : NOBODY;
    if (source.kind === 'bye') return NOBODY;
    if (source.kind === 'place') {
      const seed = places(source.group, source.place);
      return seed === null ? WAITING : seed === 'nobody' ? NOBODY : { kind: 'entrant', seed };
    }
    const earlier = matches.get(source.match);
    if (!earlier) throw new Error(`Match ${source.match} is used before it is planned`);
    return source.kind === 'winner' ? earlier.winner : earlier.loser;
  };
  for (const match of plan.matches) {
    const a = slot(match.a);
    const b = slot(match.b);
    matches.set(
      match.id,
      resolveMatch(
        match,
        a,
        b,
        results.get(match.id),
        match.onlyIfBWins ? matches.get(match.onlyIfBWins) : undefined,
      ),
    );
  }
  return { matches, champion: decidedBy(matches, plan.deciders) };
}

/** The winner of the first of `deciders` (last first) that is not void, once it is decided. */
export function decidedBy(
  matches: ReadonlyMap<string, ResolvedMatch>,
  deciders: readonly string[],
): number | null {
  for (const id of deciders) {
    const decider = matches.get(id);
    if (!decider || decider.state === 'void') continue;
    return decider.winner.kind === 'entrant' ? decider.winner.seed : null;
  }
  return null;
}

function resolveMatch(
  match: PlannedMatch,
  a: ResolvedSlot,
  b: ResolvedSlot,
  result: 'a' | 'b' | undefined,
  condition: ResolvedMatch | undefined,
): ResolvedMatch {
  const of = (
    state: MatchState,
    won: 'a' | 'b' | null,
    winner: ResolvedSlot,
    loser: ResolvedSlot,
  ): ResolvedMatch => ({
    match,
    a,
    b,
    state,
    won,
    winner,
    loser,
  });
  // A reset waits for its condition, and is void unless side B won it.
  if (condition && condition.state !== 'played')
    return condition.state === 'void'
      ? of('void', null, NOBODY, NOBODY)
      : of('waiting', null, WAITING, NOBODY);
  if (condition && condition.won !== 'b') return of('void', null, NOBODY, NOBODY);
  if (a.kind === 'nobody' && b.kind === 'nobody') return of('void', null, NOBODY, NOBODY);
  if (a.kind === 'nobody')
    return b.kind === 'waiting' ? of('waiting', null, WAITING, NOBODY) : of('walkover', 'b', b, NOBODY);
  if (b.kind === 'nobody')
    return a.kind === 'waiting' ? of('waiting', null, WAITING, NOBODY) : of('walkover', 'a', a, NOBODY);
  if (a.kind === 'waiting' || b.kind === 'waiting') return of('waiting', null, WAITING, WAITING);
  if (!result) return of('ready', null, WAITING, WAITING);
  return result === 'a' ? of('played', 'a', a, b) : of('played', 'b', b, a);
}

/**
 * A single-elimination bracket of `size` (a power of two) whose first round takes `sources` in
 * order (A of match 1, B of match 1, A of match 2, ...): the matches round by round, ids
 * `{prefix}{round}-{match}` from 1.
 */
export function eliminationRounds(
  prefix: string,
  bracket: PlanBracket,
  sources: readonly SlotSource[],
  firstStage = 1,
  stageStep = 1,
): PlannedMatch[][] {
  const rounds: PlannedMatch[][] = [];
  let slots = [...sources];
  for (let round = 1; slots.length > 1; round++) {
    const matches: PlannedMatch[] = [];
    for (let i = 0; i < slots.length; i += 2)
      matches.push({
        id: `${prefix}${round}-${i / 2 + 1}`,
        bracket,
        round,
        stage: firstStage + (round - 1) * stageStep,
        a: slots[i]!,
        b: slots[i + 1]!,
      });
    rounds.push(matches);
    slots = matches.map((m) => ({ kind: 'winner', match: m.id }));
  }
  return rounds;
}

/** The entrants' seeds a resolved match holds. */
export function entrantsOf(resolved: ResolvedMatch): number[] {
  return [resolved.a, resolved.b].flatMap((s) => (s.kind === 'entrant' ? [s.seed] : []));
}
