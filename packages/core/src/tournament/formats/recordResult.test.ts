import { describe, expect, it } from 'vitest';
import type { PlanMatchResult } from '../types';
import { keepCurrentResults, recordResult, type EventInputs } from './recordResult';

/* A changed result never leaves a later result on sides who did not play it. */

const won = (matchId: string, side: 'a' | 'b'): PlanMatchResult => ({
  matchId,
  scoreA: side === 'a' ? 2 : 0,
  scoreB: side === 'a' ? 0 : 2,
  saygId: null,
});
const ids = (results: PlanMatchResult[]) => results.map((r) => r.matchId).sort();

describe('recordResult', () => {
  const doubleElimination: EventInputs = { format: 'doubleElimination', entrants: 4, options: {}, bestOf: 3 };
  const played = [won('W1-1', 'a'), won('W1-2', 'a'), won('W2-1', 'a'), won('L1-1', 'a')];

  it('keeps every other result when a result is entered or entered again', () => {
    expect(ids(recordResult(doubleElimination, played, won('L2-1', 'a')))).toEqual([
      'L1-1',
      'L2-1',
      'W1-1',
      'W1-2',
      'W2-1',
    ]);
    expect(recordResult(doubleElimination, played, won('W1-1', 'a'))).toHaveLength(4);
  });

  it('drops the later results a changed winner puts on other sides', () => {
    // W1-1's winner now meets W1-2's in W2-1, and its loser goes to L1-1: both were played by others.
    const next = recordResult(doubleElimination, played, won('W1-1', 'b'));
    expect(ids(next)).toEqual(['W1-1', 'W1-2']);
    expect(next.find((r) => r.matchId === 'W1-1')!.scoreB).toBe(2);
  });

  it('drops a Swiss round paired again by a changed result', () => {
    const swiss: EventInputs = { format: 'swiss', entrants: 4, options: {}, bestOf: 3 };
    const rounds = [won('S1-1', 'a'), won('S1-2', 'a'), won('S2-1', 'a'), won('S2-2', 'a')];
    const next = recordResult(swiss, rounds, won('S1-1', 'b'));
    // Round 1's winners are now seeds 1 and 2: round 2 pairs them, not 0 and 2.
    expect(ids(next)).toEqual(['S1-1', 'S1-2']);
  });
});

describe('keepCurrentResults', () => {
  const inputs = (ids: string[]): EventInputs => ({
    format: 'doubleElimination',
    entrants: ids.length,
    options: {},
    bestOf: 3,
    ids,
  });
  const four = ['p1', 'p2', 'p3', 'p4'];
  const stored = [won('W1-1', 'a'), won('W1-2', 'a'), won('W2-1', 'a')];

  it('drops a result sent back unchanged when a changed result gives its match other players', () => {
    const sent = [won('W1-1', 'b'), won('W1-2', 'a'), won('W2-1', 'a')];
    const kept = keepCurrentResults(
      { inputs: inputs(four), results: stored },
      { inputs: inputs(four), results: sent },
    );
    expect(ids(kept)).toEqual(['W1-1', 'W1-2']);
  });

  it('takes a result entered by the save itself, and keeps the rest when nothing moved', () => {
    const sent = [...stored, won('L1-1', 'a')];
    expect(
      ids(
        keepCurrentResults(
          { inputs: inputs(four), results: stored },
          { inputs: inputs(four), results: sent },
        ),
      ),
    ).toEqual(['L1-1', 'W1-1', 'W1-2', 'W2-1']);
  });

  it('drops results whose players changed with the players checked in', () => {
    const fewer = ['p1', 'p2', 'p4'];
    const kept = keepCurrentResults(
      { inputs: inputs(four), results: stored },
      { inputs: inputs(fewer), results: stored },
    );
    expect(kept.length).toBeLessThan(3);
  });
});
