import { describe, expect, it } from 'vitest';
import type { TeamDoc } from '#server/db/docs';
import { demoGames, doubleRoundRobin, roundDates } from './demoFixtures';

const team = (i: number) => {
  const id = `team-${i}`;
  const doc: TeamDoc = {
    name: `Team ${i}`,
    address: `${i} High Street`,
    seasons: [
      {
        id: `ts-${i}`,
        seasonId: 'season',
        divisionId: 'division',
        deleted: null,
        players: Array.from({ length: 6 }, (_, p) => ({
          id: `p-${i}-${p}`,
          name: `Player ${i}.${p}`,
          captain: p === 0,
          emailAddress: null,
          deleted: null,
        })),
      },
    ],
  };
  return { id, doc };
};

describe('doubleRoundRobin', () => {
  it('plays every pair twice, once at each venue, each team once a round', () => {
    const rounds = doubleRoundRobin(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(rounds).toHaveLength(10);
    for (const round of rounds) expect(new Set(round.flat()).size).toBe(6);
    const fixtures = rounds.flat().map(([h, a]) => `${h}>${a}`);
    expect(new Set(fixtures).size).toBe(30);
  });
});

describe('roundDates', () => {
  it('is weekly from the start, skipping the week off', () => {
    expect(roundDates('2026-09-23', 8)).toEqual([
      '2026-09-23',
      '2026-09-30',
      '2026-10-07',
      '2026-10-14',
      '2026-10-21',
      '2026-10-28',
      '2026-11-11',
      '2026-11-18',
    ]);
  });
});

describe('demoGames', () => {
  const games = demoGames({
    seasonId: 'season',
    divisionId: 'division',
    start: '2026-09-23',
    today: '2026-11-22',
    teams: [1, 2, 3, 4, 5, 6].map(team),
    gameId: (home, away) => `${home.id}-${away.id}`,
    matchId: (gameId, index) => `${gameId}-${index}`,
  });

  it('gives results, consistent with the legs, only to fixtures before today', () => {
    expect(games).toHaveLength(30);
    const played = games.filter((g) => g.doc.date < '2026-11-22');
    expect(played).toHaveLength(24);
    expect(games.filter((g) => g.doc.date >= '2026-11-22').every((g) => g.doc.matches.length === 0)).toBe(
      true,
    );
    for (const { doc } of played) {
      expect(doc.matches).toHaveLength(8);
      doc.matches.forEach((m, i) => {
        const legs = doc.matchOptions[i]!.numberOfLegs;
        const target = Math.floor(legs / 2) + 1;
        expect(Math.max(m.homeScore!, m.awayScore!)).toBe(target);
        expect(Math.min(m.homeScore!, m.awayScore!)).toBeLessThan(target);
        expect(m.homePlayers).toHaveLength(doc.matchOptions[i]!.playerCount);
      });
      const singles = doc.matches.slice(0, 5).flatMap((m) => m.homePlayers.map((p) => p.id));
      expect(new Set(singles).size).toBe(5);
      expect(singles.every((id) => id.startsWith(`p-${doc.home.id.slice(5)}-`))).toBe(true);
      expect(doc.matches.some((m) => m.homeScore! > 0 && m.awayScore! > 0)).toBe(true);
      const awayPlayers = doc.matches.flatMap((m) => m.awayPlayers.map((p) => p.id));
      expect(awayPlayers).toContain(doc.home.manOfTheMatch);
      expect(doc.over100Checkouts.every((c) => c.score! >= 100 && c.score! <= 120)).toBe(true);
    }
  });
});
