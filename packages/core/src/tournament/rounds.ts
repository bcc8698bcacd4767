import { DEFAULT_TOURNAMENT_STARTING_SCORE } from './constants';
import { bracketLayout, roundList, slotSide } from './layout';
import { playingSides } from './sides';
import type { MatchOption } from '../league/types';
import type { Tournament, TournamentMatch, TournamentRound, TournamentSide } from './types';
import { matchLegs, matchWinner } from './winner';

/*
 * Editing the saved rounds from the sheet: which rounds may be edited, which sides a slot may
 * take (a side once per round), entering a side and score, removing one, and bestOf for every
 * round.
 */

export const FINISH_PREVIOUS_ROUNDS = 'Finish entering data for the previous rounds first';

type Rounds = Pick<Tournament, 'sides' | 'round' | 'bestOf'>;
export type Designation = 'sideA' | 'sideB';

/** A later round can be edited only once every earlier round has a saved match. */
export function canEditRound(round: TournamentRound | null, roundIndex: number): boolean {
  const rounds = roundList(round);
  for (let i = 0; i < roundIndex; i++) if (!rounds[i]?.matches.length) return false;
  return true;
}

/**
 * The sides that may play in a round: every playing side in the first; later, the winners of the
 * round before and the sides it left unpicked.
 */
export function sidesForRound(tournament: Rounds, roundIndex: number): TournamentSide[] {
  let sides = playingSides(tournament.sides);
  const rounds = roundList(tournament.round);
  for (let i = 0; i < roundIndex; i++) {
    const round = rounds[i];
    if (!round) break;
    const picked = new Set(round.matches.flatMap((m) => [m.sideA?.id, m.sideB?.id]));
    const winners = round.matches
      .map((m, index) => matchWinner(m, matchLegs(round, index, tournament.bestOf)))
      .filter((s): s is TournamentSide => s !== null);
    sides = [...winners, ...sides.filter((s) => !picked.has(s.id))];
  }
  return sides;
}

/**
 * The sides a slot may take: the round's sides not picked in another match of the round and not
 * the match's other side (no-shows never).
 */
export function pickableSides(
  tournament: Rounds,
  roundIndex: number,
  matchIndex: number,
  designation: Designation,
): TournamentSide[] {
  const round = roundList(tournament.round)[roundIndex];
  const taken = new Set(
    (round?.matches ?? []).flatMap((m, i) =>
      i === matchIndex ? [designation === 'sideA' ? m.sideB?.id : m.sideA?.id] : [m.sideA?.id, m.sideB?.id],
    ),
  );
  return sidesForRound(tournament, roundIndex).filter((s) => !taken.has(s.id));
}

/** The scores a side can be given in a match of `numberOfLegs`: 0 up to a winning score. */
export function scoreOptions(numberOfLegs: number): number[] {
  return Array.from({ length: Math.ceil(numberOfLegs / 2) + 1 }, (_, i) => i);
}

function option(existing: MatchOption | null | undefined, numberOfLegs: number): MatchOption {
  return {
    playerCount: existing?.playerCount ?? 1,
    startingScore: existing?.startingScore ?? DEFAULT_TOURNAMENT_STARTING_SCORE,
    numberOfLegs,
  };
}

function mapRounds(
  round: TournamentRound | null,
  change: (round: TournamentRound) => TournamentRound,
): TournamentRound | null {
  return round && change({ ...round, nextRound: mapRounds(round.nextRound, change) });
}

/** A new bestOf for the tournament, given to every match option of every round. */
export function withBestOf<T extends Pick<Tournament, 'bestOf' | 'round'>>(tournament: T, bestOf: number): T {
  return {
    ...tournament,
    bestOf,
    round: mapRounds(tournament.round, (round) => ({
      ...round,
      matchOptions: round.matches.map((_, i) => option(round.matchOptions[i], bestOf)),
    })),
  };
}

function replaceRound(
  round: TournamentRound | null,
  index: number,
  change: (r: TournamentRound) => TournamentRound,
): TournamentRound {
  const current = round ?? { matches: [], matchOptions: [], nextRound: null };
  if (index === 0) return change(current);
  return { ...current, nextRound: replaceRound(current.nextRound, index - 1, change) };
}

export interface MatchSideEntry {
  roundIndex: number;
  matchIndex: number;
  designation: Designation;
  side: TournamentSide;
  score: number | null;
  numberOfLegs: number;
}

/**
 * The tournament with a side and score entered in a slot, the round (and any before it) saved as
 * the bracket shows it when the round is first touched, and the match's legs recorded in its
 * option. Call only for an editable round and a pickable side (see `matchEntryProblems`).
 */
export function enterMatchSide<T extends Rounds>(
  tournament: T,
  entry: MatchSideEntry,
  newId: () => string,
): T {
  const layoutRound = bracketLayout(tournament).rounds[entry.roundIndex];
  const round = replaceRound(tournament.round, entry.roundIndex, (current) => {
    const matches = [...current.matches];
    const options = [...current.matchOptions];
    for (let i = matches.length; i <= entry.matchIndex; i++) {
      const planned = layoutRound?.matches[i];
      const blank: TournamentMatch = {
        id: newId(),
        sideA: i === entry.matchIndex || !planned ? null : slotSide(planned.sideA),
        sideB: i === entry.matchIndex || !planned ? null : slotSide(planned.sideB),
        scoreA: null,
        scoreB: null,
        saygId: null,
      };
      matches.push(blank);
    }
    const match = matches[entry.matchIndex]!;
    const scoreKey = entry.designation === 'sideA' ? 'scoreA' : 'scoreB';
    matches[entry.matchIndex] = { ...match, [entry.designation]: entry.side, [scoreKey]: entry.score };
    for (let i = options.length; i < matches.length; i++) options.push(null);
    options[entry.matchIndex] = option(options[entry.matchIndex], entry.numberOfLegs);
    return { ...current, matches, matchOptions: options };
  });
  return { ...tournament, round };
}

/** The tournament with a slot cleared (side and score); a match left with no sides is removed. */
export function removeMatchSide<T extends Pick<Tournament, 'round'>>(
  tournament: T,
  roundIndex: number,
  matchIndex: number,
  designation: Designation,
): T {
  if (!roundList(tournament.round)[roundIndex]?.matches[matchIndex]) return tournament;
  const round = replaceRound(tournament.round, roundIndex, (current) => {
    const match = current.matches[matchIndex]!;
    const cleared = { ...match, [designation]: null, [designation === 'sideA' ? 'scoreA' : 'scoreB']: null };
    if (cleared.sideA || cleared.sideB) {
      return { ...current, matches: current.matches.map((m, i) => (i === matchIndex ? cleared : m)) };
    }
    return {
      ...current,
      matches: current.matches.filter((_, i) => i !== matchIndex),
      matchOptions: current.matchOptions.filter((_, i) => i !== matchIndex),
    };
  });
  return { ...tournament, round };
}
