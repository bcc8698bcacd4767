import { describe, expect, it } from 'vitest';
import { ann, annSide, beaSide, game, gp, match, tournament, tournamentMatch } from '../league/testBuilders';
import { sequenceStartingWith } from '../scoring/leg';
import type { LegInput, SaygInput, Throw } from '../scoring/types';
import { playerFigures } from './playerFigures';
import {
  isPracticeRecord,
  linkedRecordIds,
  playsAs,
  practiceRecords,
  type PracticeSource,
} from './practiceRecords';
import type { SinglesRecord } from './singlesRecords';

/* Shared practice in a player's own figures (decision 062): which records, whose, and how they count. */

const bob = { id: 'bob', name: 'Bob' };
const withSayg = <T extends { saygId: string | null }>(m: T, saygId: string): T => ({ ...m, saygId });

describe('the records a fixture or tournament links', () => {
  it('collects singles and pairs of fixtures and every tournament match, in lower case', () => {
    const fixture = game(
      'g1',
      '2026-01-10',
      { id: 'h', name: 'Home' },
      { id: 'a', name: 'Away' },
      {
        matches: [
          withSayg(match([gp(ann)], [gp(bob)], 3, 1), 'S-1'),
          withSayg(match([gp(ann), gp(bob)], [gp(bob), gp(ann)], 2, 1), 's-2'),
          match([gp(ann)], [gp(bob)], 3, 0),
        ],
      },
    );
    const knockout = tournament('t1', '2026-01-11', {
      round: {
        matches: [withSayg(tournamentMatch('m1', annSide, beaSide, 2, 0), 'T-1')],
        matchOptions: [],
        nextRound: null,
      },
    });
    expect([...linkedRecordIds([fixture], [knockout])].sort()).toEqual(['s-1', 's-2', 't-1']);
  });
});

const stored = (id: string, created: string, doc: Partial<PracticeSource['doc']> = {}): PracticeSource => ({
  id,
  created,
  doc: { tournamentMatchId: null, opponentName: 'Dave', ...doc },
});

describe('a practice record', () => {
  it('is one that no tournament match, scorecard match or link claims', () => {
    const linked = new Set(['linked']);
    expect(isPracticeRecord(stored('p1', '2026-01-01'), linked)).toBe(true);
    expect(isPracticeRecord(stored('p2', '2026-01-01', { tournamentMatchId: 'm1' }), linked)).toBe(false);
    expect(
      isPracticeRecord(stored('p3', '2026-01-01', { fixtureMatch: { fixtureId: 'f', index: 0 } }), linked),
    ).toBe(false);
    expect(isPracticeRecord(stored('LINKED', '2026-01-01'), linked)).toBe(false);
  });

  it('belongs to the player whose squad gives the account’s e-mail address, in any case', () => {
    expect(playsAs('Ann@Example.org ', ['bob@example.org', 'ann@example.org'])).toBe(true);
    expect(playsAs('ann@example.org', ['bob@example.org'])).toBe(false);
    expect(playsAs('', [''])).toBe(false);
  });

  it('counts the scorer’s own side in the season it was saved in, naming no opponent', () => {
    const seasons = [
      { id: 'winter', startDate: '2025-09-01', endDate: '2026-03-31' },
      { id: 'summer', startDate: '2026-05-01', endDate: '2026-08-31' },
    ];
    const records = practiceRecords(
      { id: 'ann', name: 'Ann' },
      [
        stored('p1', '2026-01-05T19:30:00.000Z'),
        stored('p2', '2026-04-12T10:00:00.000Z'),
        stored('p3', '2026-06-01T10:00:00.000Z', { tournamentMatchId: 'm1' }),
      ],
      seasons,
      new Set(),
    );
    expect(records).toEqual([
      {
        playerId: 'ann',
        playerName: 'Ann',
        saygId: 'p1',
        side: 'home',
        date: '2026-01-05T19:30:00.000Z',
        opponentId: null,
        opponentName: '',
        seasonId: 'winter',
        competition: 'practice',
        eventId: 'p1',
        verdict: null,
      },
      // Between seasons: in the career and in Practice, in no season.
      expect.objectContaining({ saygId: 'p2', seasonId: '' }),
    ]);
  });
});

const v = (score: number, noOfDarts = 3): Throw => ({ score, noOfDarts });
const nineDarter = (away: boolean): LegInput => ({
  startingScore: 501,
  currentThrow: null,
  playerSequence: sequenceStartingWith('home', { home: 'Ann', away: away ? 'Dave' : '' }, !away),
  home: { throws: [v(180), v(180), v(141)] },
  ...(away ? { away: { throws: [v(60), v(60)] } } : {}),
});
const solo: SaygInput = { startingScore: 501, numberOfLegs: 1, legs: { 0: nineDarter(false) } };
const versus: SaygInput = { startingScore: 501, numberOfLegs: 1, legs: { 0: nineDarter(true) } };

describe('practice in the player’s figures', () => {
  const league: SinglesRecord = {
    playerId: 'ann',
    playerName: 'Ann',
    saygId: 'league',
    side: 'home',
    date: '2026-01-03',
    opponentId: 'bob',
    opponentName: 'Bob',
    seasonId: 'winter',
    competition: 'league',
    eventId: 'f1',
    verdict: 'won',
  };
  const seasons = [{ id: 'winter', startDate: '2025-09-01', endDate: '2026-03-31' }];
  const practice = practiceRecords(
    { id: 'ann', name: 'Ann' },
    [stored('solo', '2026-01-05T19:30:00Z'), stored('versus', '2026-04-06T19:30:00Z')],
    seasons,
    new Set(),
  );
  const figures = playerFigures(
    [league, ...practice],
    new Map([
      ['league', versus],
      ['solo', solo],
      ['versus', versus],
    ]),
  );

  it('is a competition of its own beside the league, and in the career', () => {
    expect(figures.competitions.map((c) => [c.competition, c.figures.matchesPlayed])).toEqual([
      ['league', 1],
      ['practice', 2],
    ]);
    expect(figures.career).toMatchObject({ matchesPlayed: 3, legsPlayed: 3, legsWon: 3, count180: 6 });
    // The practice between seasons is in no season.
    expect(figures.seasons.map((s) => [s.seasonId, s.figures.matchesPlayed])).toEqual([['winter', 2]]);
  });

  it('wins a match against an opponent, and is played but not won alone', () => {
    expect(figures.matches.map((m) => [m.competition, m.result])).toEqual([
      ['league', 'won'],
      ['practice', 'solo'],
      ['practice', 'won'],
    ]);
    expect(figures.career.matchesWon).toBe(2);
  });
});
