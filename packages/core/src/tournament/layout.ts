import { PRELIMINARY_ROUND, matchMnemonic, roundName, sideLabel, winnerPlaceholder } from './labels';
import { rankedSides, playingSides } from './sides';
import { preliminaryMatchCount, readingOrderEntries, seededEntries, type BracketEntry } from './seeding';
import type { Tournament, TournamentMatch, TournamentRound, TournamentSide } from './types';
import { matchLegs, winningKey } from './winner';

/*
 * The knockout bracket as the sheet draws it: rounds side by side, each a list of matches whose
 * two slots hold a side, the winner of an earlier match (winner(M3)) or nothing yet. The saved
 * rounds (tournament.round) are laid over the bracket the sides make, match by match.
 */

/** A side in a slot; `recorded` when the saved round says so, else placed there by the draw. */
export interface SideSlot {
  kind: 'side';
  side: TournamentSide;
  /** A, B, ... (null for a saved side no longer among the playing sides). */
  label: string | null;
  recorded: boolean;
  /** The side skipped the preliminary round. */
  bye: boolean;
}

/** The winner of an earlier match: `side` once that match is decided. */
export interface WinnerSlot {
  kind: 'winner';
  /** The earlier match's mnemonic (M3). */
  of: string;
  /** winner(M3). */
  placeholder: string;
  side: TournamentSide | null;
  label: string | null;
}

export interface EmptySlot {
  kind: 'empty';
}

export type BracketSlot = SideSlot | WinnerSlot | EmptySlot;

export interface BracketMatch {
  /** M1, M2, ... (null for a saved match beyond the bracket). */
  mnemonic: string | null;
  /** How many sides are still in when this match is played (the final is 2). */
  onTheNight: number | null;
  sideA: BracketSlot;
  sideB: BracketSlot;
  scoreA: number | null;
  scoreB: number | null;
  numberOfLegs: number;
  winner: 'sideA' | 'sideB' | null;
  /** The saved match, when there is one. */
  match: TournamentMatch | null;
}

export interface BracketRound {
  name: string;
  preliminary: boolean;
  matches: BracketMatch[];
  /** The saved round at this place of the chain, when there is one. */
  round: TournamentRound | null;
}

export interface PlayingSide {
  side: TournamentSide;
  /** A, B, ... (null for a no-show). */
  label: string | null;
}

export interface BracketLayout {
  rounds: BracketRound[];
  /** Every side in the tournament's order, with its label. */
  sides: PlayingSide[];
  /** The winner of the final, once decided. */
  winner: TournamentSide | null;
}

/** The saved rounds of the chain, first to last. */
export function roundList(round: TournamentRound | null): TournamentRound[] {
  const rounds: TournamentRound[] = [];
  for (let current = round; current; current = current.nextRound) rounds.push(current);
  return rounds;
}

/** The slot a match of the bracket starts with, before any saved data. */
type PlannedSlot = { kind: 'side'; rank: number } | { kind: 'winner'; match: number };

interface PlannedMatch {
  a: PlannedSlot;
  b: PlannedSlot;
}

/** The matches of each round of the bracket for `count` sides arranged as `entries`. */
function plannedRounds(count: number, entries: BracketEntry[]): PlannedMatch[][] {
  if (count < 2) return [];
  const rounds: PlannedMatch[][] = [];
  let matchNumber = 0;
  const preliminary: PlannedMatch[] = [];
  const entrySlots: PlannedSlot[] = entries.map((entry) => {
    if (entry.kind === 'side') return { kind: 'side', rank: entry.rank };
    preliminary.push({ a: { kind: 'side', rank: entry.rankA }, b: { kind: 'side', rank: entry.rankB } });
    return { kind: 'winner', match: matchNumber++ };
  });
  if (preliminary.length > 0) rounds.push(preliminary);
  let slots = entrySlots;
  while (slots.length > 1) {
    const round: PlannedMatch[] = [];
    const next: PlannedSlot[] = [];
    for (let i = 0; i + 1 < slots.length; i += 2) {
      round.push({ a: slots[i]!, b: slots[i + 1]! });
      next.push({ kind: 'winner', match: matchNumber++ });
    }
    rounds.push(round);
    slots = next;
  }
  return rounds;
}

/** The layout of the tournament's bracket with its saved rounds laid over it. */
export function bracketLayout(tournament: Pick<Tournament, 'sides' | 'round' | 'bestOf'>): BracketLayout {
  const playing = playingSides(tournament.sides);
  const labelOf = new Map(playing.map((side, index) => [side.id, sideLabel(index)]));
  const ranked = rankedSides(playing);
  const seeded = ranked.some((side) => side.seeded);
  const entries = seeded ? seededEntries(ranked.length) : readingOrderEntries(ranked.length);
  const planned = plannedRounds(ranked.length, entries);
  const hasPreliminary = preliminaryMatchCount(ranked.length) > 0;
  const saved = roundList(tournament.round);

  const matchesByNumber: BracketMatch[] = [];
  let onTheNight = ranked.length;
  let fullRoundNumber = 0;
  const rounds: BracketRound[] = [];
  const roundCount = Math.max(planned.length, saved.length);
  for (let index = 0; index < roundCount; index++) {
    const plan = planned[index] ?? [];
    const round = saved[index] ?? null;
    const preliminary = hasPreliminary && index === 0;
    const recordedIds = new Set(
      (round?.matches ?? []).flatMap((m) => [m.sideA?.id, m.sideB?.id]).filter((id) => id !== undefined),
    );
    const plannedSlot = (slot: PlannedSlot): BracketSlot => {
      if (slot.kind === 'side') {
        const side = ranked[slot.rank]!;
        if (recordedIds.has(side.id)) return { kind: 'empty' };
        const bye = hasPreliminary && !preliminary;
        return { kind: 'side', side, label: labelOf.get(side.id) ?? null, recorded: false, bye };
      }
      const earlier = matchesByNumber[slot.match]!;
      const winner = earlier.winner ? slotSide(earlier[earlier.winner]) : null;
      const side = winner && !recordedIds.has(winner.id) ? winner : null;
      const mnemonic = earlier.mnemonic!;
      const label = side ? (labelOf.get(side.id) ?? null) : null;
      return { kind: 'winner', of: mnemonic, placeholder: winnerPlaceholder(mnemonic), side, label };
    };
    const recordedSlot = (side: TournamentSide | null, fallback: BracketSlot): BracketSlot =>
      side
        ? { kind: 'side', side, label: labelOf.get(side.id) ?? null, recorded: true, bye: false }
        : fallback;

    const count = Math.max(plan.length, round?.matches.length ?? 0);
    const matches: BracketMatch[] = [];
    for (let m = 0; m < count; m++) {
      const planMatch = plan[m];
      const match = round?.matches[m] ?? null;
      const numberOfLegs = matchLegs(round, m, tournament.bestOf);
      const sideA = recordedSlot(
        match?.sideA ?? null,
        planMatch ? plannedSlot(planMatch.a) : { kind: 'empty' },
      );
      const sideB = recordedSlot(
        match?.sideB ?? null,
        planMatch ? plannedSlot(planMatch.b) : { kind: 'empty' },
      );
      const key = match ? winningKey(match, numberOfLegs) : null;
      const bracketMatch: BracketMatch = {
        mnemonic: planMatch ? matchMnemonic(matchesByNumber.length + 1) : null,
        onTheNight: planMatch ? onTheNight-- : null,
        sideA,
        sideB,
        scoreA: match?.scoreA ?? null,
        scoreB: match?.scoreB ?? null,
        numberOfLegs,
        winner: key && (key === 'sideA' ? slotSide(sideA) : slotSide(sideB)) ? key : null,
        match,
      };
      if (planMatch) matchesByNumber.push(bracketMatch);
      matches.push(bracketMatch);
    }
    if (!preliminary) fullRoundNumber++;
    rounds.push({
      name: preliminary ? PRELIMINARY_ROUND : roundName(plan.length || matches.length, fullRoundNumber),
      preliminary,
      matches,
      round,
    });
  }

  const final = rounds.at(-1)?.matches;
  const finalMatch = final?.length === 1 ? final[0]! : null;
  return {
    rounds,
    sides: tournament.sides.map((side) => ({ side, label: labelOf.get(side.id) ?? null })),
    winner: finalMatch?.winner ? slotSide(finalMatch[finalMatch.winner]) : null,
  };
}

/** The side a slot shows, if any. */
export function slotSide(slot: BracketSlot): TournamentSide | null {
  return slot.kind === 'empty' ? null : slot.side;
}

/** What a slot reads as: the side's name, winner(M3), or nothing. */
export function slotText(slot: BracketSlot): string {
  if (slot.kind === 'empty') return '';
  if (slot.kind === 'side') return slot.side.name;
  return slot.side ? slot.side.name : slot.placeholder;
}
