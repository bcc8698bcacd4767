import { describe, expect, it } from 'vitest';
import type { LegInput } from '../scoring/types';
import type { Tournament, TournamentSide } from '../tournament/types';
import { analyseMatches, type AnalysedMatch } from './breakdowns';
import { replayLeg, throwingOrder } from './replay';
import { analysedMatches, analysedSaygIds, analysingMessage } from './tournament';

const visits = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));

/** 101 up: home 60, 60 (bust), 41 (checkout); away 100 (leaves 1: bust), 50, 51. */
function leg(first: 'home' | 'away' = 'home'): LegInput {
  const order = first === 'home' ? (['home', 'away'] as const) : (['away', 'home'] as const);
  return {
    startingScore: 101,
    playerSequence: order.map((value) => ({ value, text: value })),
    home: { throws: visits(60, 60, 41) },
    away: { throws: visits(100, 50, 51) },
  };
}

describe('replayLeg', () => {
  it('replays home first, marks busts, and stops at the checkout', () => {
    expect(replayLeg(leg())).toEqual([
      { side: 'home', score: 60, bust: false, checkout: false },
      { side: 'away', score: 100, bust: true, checkout: false },
      { side: 'home', score: 60, bust: true, checkout: false },
      { side: 'away', score: 50, bust: false, checkout: false },
      { side: 'home', score: 41, bust: false, checkout: true },
    ]);
  });

  it('follows the player sequence: away first checks out before home throws again', () => {
    const replayed = replayLeg(leg('away'));
    expect(replayed.map((v) => `${v.side} ${v.score}`)).toEqual([
      'away 100',
      'home 60',
      'away 50',
      'home 60',
      'away 51',
    ]);
    expect(replayed.at(-1)).toMatchObject({ checkout: true });
  });

  it('throws home then away when the sequence is empty, and home alone in a single-player leg', () => {
    expect(throwingOrder({ ...leg(), playerSequence: [] })).toEqual(['home', 'away']);
    expect(throwingOrder({ ...leg('away'), away: null })).toEqual(['home']);
  });
});

const side = (name: string, players: string[] = []): TournamentSide => ({
  id: name,
  name,
  teamId: null,
  noShow: false,
  players: players.map((p) => ({ id: p, name: p, divisionId: null })),
});

function match(home: string, away: string, legs: LegInput[], teams = ['Crown', 'Bell']): AnalysedMatch {
  return { home: { team: teams[0]!, player: home }, away: { team: teams[1]!, player: away }, legs };
}

describe('analyseMatches', () => {
  const matches = [
    match('Ann', 'Bea', [leg(), leg()]),
    match('Ann', 'Cat', [leg()]),
    match('Dot', 'Bea', [leg('away')]),
  ];

  it('counts scores seen more than once per team, most frequent first, bust and checkout included', () => {
    const result = analyseMatches(matches, 10);
    // Crown: 60 x 8 (two a leg), 41 x 3; Bell: 100 x 4, 50 x 4, 51 x 1.
    expect(result.MostFrequentThrows).toEqual({
      Crown: [
        { score: 60, number: 8 },
        { score: 41, number: 3 },
      ],
      Bell: [
        { score: 100, number: 4 },
        { score: 50, number: 4 },
      ],
    });
  });

  it('lists distinct scores highest first with their count, cut to maxBreakdown', () => {
    const result = analyseMatches(matches, 2);
    expect(result.HighestScores).toEqual({
      Crown: [
        { score: 60, number: 8 },
        { score: 41, number: 3 },
      ],
      Bell: [
        { score: 100, number: 4 },
        { score: 51, number: 1 },
      ],
    });
  });

  it('counts each player once per match and keeps those in more than one, then by name', () => {
    const result = analyseMatches(matches, 10);
    expect(result.MostFrequentPlayers).toEqual({
      Crown: [{ name: 'Ann', value: 2 }],
      Bell: [{ name: 'Bea', value: 2 }],
    });
  });

  it('keys a side without a team by its player, and leaves it out of the players breakdown', () => {
    const result = analyseMatches([match('Ann', 'Bea', [leg()], ['', ''])], 10);
    expect(Object.keys(result.HighestScores)).toEqual(['Ann', 'Bea']);
    expect(result.MostFrequentPlayers).toEqual({});
  });
});

describe('analysedMatches', () => {
  const tournament: Pick<Tournament, 'id' | 'date' | 'type' | 'host' | 'opponent' | 'round'> = {
    id: 't1',
    date: '2026-03-05',
    type: 'Men',
    host: 'Crown',
    opponent: 'Bell',
    round: {
      matches: [
        { id: 'm1', sideA: side('', ['Ann', 'Abe']), sideB: side('Bea'), scoreA: 0, scoreB: 0, saygId: 's1' },
        { id: 'm2', sideA: side('Cat'), sideB: side('Dot'), scoreA: 0, scoreB: 0, saygId: null },
      ],
      matchOptions: [],
      nextRound: {
        matches: [{ id: 'm3', sideA: side('Eve'), sideB: side('Fay'), scoreA: 0, scoreB: 0, saygId: 's3' }],
        matchOptions: [],
        nextRound: null,
      },
    },
  };

  it('reads every round, side A for the host and side B for the opponent, players joined', () => {
    const sayg = new Map<string, { legs: Record<string, LegInput> }>([
      ['s1', { legs: { '1': leg('away'), '0': leg() } }],
      ['s3', { legs: {} }],
    ]);
    const read = analysedMatches(tournament, sayg);
    expect(read.map((m) => [m.home, m.away, m.legs.length])).toEqual([
      [{ team: 'Crown', player: 'Abe, Ann' }, { team: 'Bell', player: 'Bea' }, 2],
      [{ team: 'Crown', player: 'Eve' }, { team: 'Bell', player: 'Fay' }, 0],
    ]);
    expect(read[0]!.legs[1]).toBe(sayg.get('s1')!.legs['1']);
    expect(analysedSaygIds([tournament])).toEqual(['s1', 's3']);
  });

  it('words the progress message with the tournament, its date, gender and id', () => {
    expect(analysingMessage(tournament)).toBe(
      'Analysing tournament Crown v Bell on 05 Mar 2026 [Men] (t1)...',
    );
  });
});
