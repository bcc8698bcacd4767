import { describe, expect, it } from 'vitest';
import type { PlanMatchResult } from '../types';
import { formatEvent, type EventMatch } from './event';

/* A planned format's event as the sheet shows it, from results stored by match id (best of 3). */

const won = (matchId: string, side: 'a' | 'b'): PlanMatchResult => ({
  matchId,
  scoreA: side === 'a' ? 2 : 0,
  scoreB: side === 'a' ? 0 : 2,
  saygId: null,
});
const ids = (matches: EventMatch[]) => matches.map((m) => m.id);

describe('formatEvent', () => {
  it('runs a double elimination of four to its champion, the reset only when needed', () => {
    const open = formatEvent('doubleElimination', 4, {}, [], 3);
    expect(open.sections[0]).toMatchObject({ title: "Winners' bracket round 1" });
    expect(open.sections[0]!.matches.every((m) => m.playable)).toBe(true);
    const later = open.sections.find((s) => s.title === "Losers' bracket round 1")!.matches[0]!;
    expect(later).toMatchObject({ playable: false, a: { kind: 'waiting', from: 'Loser of W1-1' } });

    const results = [
      won('W1-1', 'a'),
      won('W1-2', 'a'),
      won('W2-1', 'a'),
      won('L1-1', 'a'),
      won('L2-1', 'a'),
      won('GF1', 'a'),
    ];
    const done = formatEvent('doubleElimination', 4, {}, results, 3);
    expect(done.champion).toBe(0);
    expect(done.sections.map((s) => s.title)).not.toContain('Grand final reset');
    const reset = formatEvent('doubleElimination', 4, {}, [...results.slice(0, 5), won('GF1', 'b')], 3);
    expect(reset.champion).toBeNull();
    expect(reset.sections.at(-1)).toMatchObject({
      title: 'Grand final reset',
      matches: [{ playable: true }],
    });
  });

  it('fills the knockout from the group tables once each group is finished', () => {
    // 8 entrants: groups A (0, 3, 4, 7) and B (1, 2, 5, 6); the lower seed wins every group match.
    const open = formatEvent('groups', 8, { groups: 2, advance: 2 }, [], 3);
    const groupMatches = open.sections.filter((s) => s.title.startsWith('Group')).flatMap((s) => s.matches);
    expect(groupMatches).toHaveLength(12);
    const final = open.sections.find((s) => s.title === 'Round 1')!;
    expect(final.matches[0]).toMatchObject({ playable: false, a: { kind: 'waiting', from: 'Group A 1st' } });

    const results = groupMatches.map((m) => {
      const [a, b] = [m.a, m.b].map((s) => (s.kind === 'entrant' ? s.seed : -1));
      return won(m.id, a! < b! ? 'a' : 'b');
    });
    const filled = formatEvent('groups', 8, { groups: 2, advance: 2 }, results, 3);
    expect(filled.groups.map((g) => g.rows.map((r) => r.seed))).toEqual([
      [0, 3, 4, 7],
      [1, 2, 5, 6],
    ]);
    const semis = filled.sections.find((s) => s.title === 'Round 1')!.matches;
    // A1 v B2 and B1 v A2.
    expect(semis.map((m) => [m.a, m.b])).toEqual([
      [
        { kind: 'entrant', seed: 0 },
        { kind: 'entrant', seed: 2 },
      ],
      [
        { kind: 'entrant', seed: 1 },
        { kind: 'entrant', seed: 3 },
      ],
    ]);
  });

  it('pairs the next Swiss round once the last has its results, and ranks the standing', () => {
    const first = formatEvent('swiss', 4, {}, [], 3);
    expect(first.sections.map((s) => s.title)).toEqual(['Round 1']);
    const results = first.sections[0]!.matches.map((m) => won(m.id, 'a'));
    const second = formatEvent('swiss', 4, {}, results, 3);
    expect(second.sections.map((s) => s.title)).toEqual(['Round 1', 'Round 2']);
    expect(ids(second.sections[1]!.matches)).toEqual(['S2-1', 'S2-2']);
    const all = [...results, ...second.sections[1]!.matches.map((m) => won(m.id, 'a'))];
    const done = formatEvent('swiss', 4, {}, all, 3);
    expect(done.standing[0]!.won).toBe(2);
    expect(done.champion).toBe(done.standing[0]!.seed);
  });

  it('shows a Swiss bye as a win against Bye, with no result to enter', () => {
    const first = formatEvent('swiss', 5, {}, [], 3);
    const bye = first.sections[0]!.matches.find((m) => m.b.kind === 'bye')!;
    expect(bye).toMatchObject({ playable: false, winner: 'a' });
    expect(first.sections[0]!.matches.filter((m) => m.playable)).toHaveLength(2);
  });

  it('shows a plate for the first round’s losers', () => {
    const event = formatEvent('plate', 8, {}, [won('K1-1', 'a'), won('K1-2', 'a')], 3);
    const plate = event.sections.find((s) => s.title === 'Plate round 1')!;
    expect(plate.matches[0]).toMatchObject({
      a: { kind: 'entrant' },
      b: { kind: 'entrant' },
      playable: true,
    });
  });
});
