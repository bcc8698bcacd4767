import { describe, expect, it } from 'vitest';
import { divisionDataSchema } from '../contract/divisionData';
import { computeDivisionData } from './divisionData';
import { sampleInput } from '../league/sampleSeason';
import { emptyPerformance } from '../league/statistics';

/** A PlayerPerformance written out: played, won, lost, legs won, legs lost, team legs won, team legs lost. */
const perf = (...v: [number, number, number, number, number, number, number]) => {
  const [matchesPlayed, matchesWon, matchesLost, winRate, lossRate, teamWinRate, teamLossRate] = v;
  return { matchesPlayed, matchesWon, matchesLost, winRate, lossRate, teamWinRate, teamLossRate };
};

// The worked example is described at the top of sampleSeason.ts.
const data = computeDivisionData(sampleInput);

describe('computeDivisionData: the worked example season', () => {
  it('matches the response contract', () => {
    expect(() => divisionDataSchema.parse(data)).not.toThrow();
    expect(data).toMatchObject({
      id: 'div-1',
      name: 'Division One',
      updated: '2024-01-01T09:00:00Z',
      superleague: false,
    });
    expect(data.season).toEqual({
      id: 'season',
      name: 'Winter',
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      divisionIds: ['div-1', 'div-2'],
    });
  });

  it('ranks the league table (postponed G3, knockout G5 and the incomplete G2 and G4 do not count)', () => {
    // Legs (winRate-lossRate), complete cards only:
    //   Anchor  G1 3-1, 2-3, 2-0                          -> 7-4, +3
    //   Bell    G1 1-3, 3-2, 0-2                          -> 4-7, -3
    //   Crown, Dolphin: only the incomplete G2 and G4     -> zeros, ahead of Bell on difference
    const columns = [
      'rank',
      'name',
      'played',
      'fixturesWon',
      'fixturesLost',
      'fixturesDrawn',
      'points',
    ] as const;
    const more = ['matchesWon', 'matchesLost', 'winRate', 'lossRate', 'difference'] as const;
    const table = data.teams.map((t) => [...columns, ...more].map((c) => t[c]));
    expect(table).toEqual([
      // rank name     P  W  L  D  Pts mW mL legsW legsL diff
      [1, 'Anchor', 1, 1, 0, 0, 2, 3, 1, 7, 4, 3],
      [2, 'Crown', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [3, 'Dolphin', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [4, 'Bell', 1, 0, 1, 0, 0, 1, 3, 4, 7, -3],
    ]);
    expect(data.teams[0]).toMatchObject({
      id: 't-anchor',
      address: 'Anchor Inn',
      updated: '2024-01-02T10:00:00Z',
      division: { id: 'div-1', name: 'Division One', superleague: false, updated: '2024-01-01T09:00:00Z' },
    });
  });

  it('ranks the player table by points, win %, pairs, triples, 180s, hi-check, name', () => {
    const rows = data.players.map((p) => [
      ...[p.rank, p.name, p.points, p.winPercentage],
      ...[p.singles.matchesPlayed, p.pairs.matchesPlayed, p.oneEighties, p.over100Checkouts],
    ]);
    expect(rows).toEqual([
      // rank name   pts  win% singles pairs 180s hi-check
      [1, 'Alice', 3, 100, 1, 1, 1, 110], // G1's 3 legs (G4 is incomplete); hi-check from the knockout G5
      [2, 'Beth', 3, 100, 1, 0, 0, 0],
      [3, 'Adam', 2, 0, 1, 0, 0, 120],
      [4, 'Ben', 1, 0, 1, 1, 0, 101],
      [5, 'Amy', 0, 0, 0, 1, 1, 0], // 180 from the knockout G5
      [6, 'Bob', 0, 0, 0, 1, 0, 0],
      [7, 'Dan', 0, 0, 0, 0, 1, 0], // 180 from T1; his G2 and G4 are incomplete
      [8, 'Carl', 0, 0, 0, 0, 0, 100], // hi-check from T1
      [9, 'Cara', 0, 0, 0, 0, 0, 0], // only in the incomplete G2 (the Players tab hides her)
      [10, 'Dora', 0, 0, 0, 0, 0, 0],
    ]);
    // Dave only played in the incomplete G4, Cody never played, Eve is another division's.
    const alice = data.players[0];
    expect(alice).toMatchObject({
      id: 'p-alice',
      team: 'Anchor',
      teamId: 't-anchor',
      captain: true,
      singles: perf(1, 1, 0, 3, 1, 3, 1),
      pairs: perf(1, 1, 0, 2, 0, 2, 0),
      triples: emptyPerformance(),
      fixtures: { '2024-01-10': 'g1', '2024-01-17': 'g4' },
      division: { id: 'div-1' },
      updated: null,
    });
    // Amy is Alice's partner: the pair's legs count once for the team, on the first player.
    expect(data.players[4]?.pairs).toMatchObject({ winRate: 2, teamWinRate: 0 });
  });

  it('reports the draw, the single score and the mismatched player count of incomplete cards', () => {
    expect(data.dataErrors).toEqual([
      {
        message: "Pairs match between Crown and Dolphin is a 1-1 draw, scores won't count on players table",
        gameId: 'g2',
        tournamentId: null,
        teamId: null,
        playerId: null,
      },
      {
        message:
          'Singles match 2 between Dolphin and Anchor has only one score 3-, both are required to ensure the team/players table are rendered correctly',
        gameId: 'g4',
        tournamentId: null,
        teamId: null,
        playerId: null,
      },
      {
        message:
          'Singles match 3 between Dolphin and Anchor has mis-matching number of players: Home players (2): [Dan, Dave] vs Away players (1): [Alice]',
        gameId: 'g4',
        tournamentId: null,
        teamId: null,
        playerId: null,
      },
    ]);
    expect(computeDivisionData({ ...sampleInput, canViewDataErrors: false }).dataErrors).toEqual([]);
  });

  it('groups fixtures by date with scores, placeholders, tournaments and notes', () => {
    const summary = data.fixtures.map((d) => ({
      date: d.date,
      fixtures: d.fixtures.map((f) =>
        !f.awayTeam
          ? `${f.homeTeam.name} (placeholder)`
          : f.runningScore
            ? `${f.homeTeam.name} in progress ${f.runningScore.homeScore}-${f.runningScore.awayScore} ${f.awayTeam.name}`
            : `${f.homeTeam.name} ${f.homeScore ?? '_'}-${f.awayScore ?? '_'} ${f.awayTeam.name}`,
      ),
      tournaments: d.tournamentFixtures.map(
        (t) => `${t.type} at ${t.address}, won by ${t.winningSide?.name ?? '-'}`,
      ),
      notes: d.notes.map((n) => n.note),
    }));
    expect(summary).toEqual([
      // G1: singles 3 > 2.5 home, 3 > 2.5 away, pairs 2 > 1.5 home. G2 is in progress (pairs 1-1).
      {
        date: '2024-01-10',
        fixtures: ['Anchor 2-1 Bell', 'Crown in progress 1-1 Dolphin'],
        tournaments: [],
        notes: [],
      },
      // G3 is postponed but its score is still shown (the client shows P); G4 is in progress: its
      // match with one score is not won yet, as the tables count it (matchWins).
      {
        date: '2024-01-17',
        fixtures: ['Bell 1-0 Crown', 'Dolphin in progress 1-0 Anchor'],
        tournaments: [],
        notes: [],
      },
      // G5 is a knockout whose one match is decided; G6 has no matches.
      {
        date: '2024-01-24',
        fixtures: ['Anchor 1-0 Eagle', 'Bell _-_ Dolphin', 'Crown (placeholder)'],
        tournaments: [],
        notes: [],
      },
      { date: '2024-01-31', fixtures: [], tournaments: ['Singles at Bell Inn, won by Dan'], notes: [] },
      {
        date: '2024-02-07',
        fixtures: [
          'Anchor (placeholder)',
          'Bell (placeholder)',
          'Crown (placeholder)',
          'Dolphin (placeholder)',
        ],
        tournaments: [],
        notes: ['Finals night at the **Bell**'],
      },
    ]);
  });

  it('fills in a placeholder row', () => {
    const crownRow = data.fixtures[2]?.fixtures[2];
    expect(crownRow).toEqual({
      id: 't-crown',
      homeScore: null,
      awayScore: null,
      runningScore: null,
      homeTeam: { id: 't-crown', name: 'Crown', address: 'Crown Inn' },
      awayTeam: null,
      proposal: false,
      postponed: false,
      isKnockout: true, // G5 that date is a knockout
      accoladesCount: true,
      fixturesUsingAddress: [
        {
          id: 'g7',
          divisionId: 'div-2',
          home: { id: 't-fox', name: 'Fox' },
          away: { id: 't-goose', name: 'Goose' },
        },
      ],
      homeDivision: {
        id: 'div-1',
        name: 'Division One',
        superleague: false,
        updated: '2024-01-01T09:00:00Z',
      },
      awayDivision: null,
      updated: null,
    });
    const g5Row = data.fixtures[2]?.fixtures[0];
    expect(g5Row).toMatchObject({
      id: 'g5',
      isKnockout: true,
      awayTeam: { id: 't-eagle', name: 'Eagle', address: 'Eagle Inn' },
      awayDivision: { id: 'div-2' },
    });
  });

  it('offers unused venues to tournament managers on dates without league fixtures', () => {
    const managed = computeDivisionData({ ...sampleInput, canManageTournaments: true });
    const venues = (date: string) =>
      managed.fixtures
        .find((d) => d.date === date)
        ?.tournamentFixtures.map((t) => `${t.address}${t.proposed ? ' (proposed)' : ''}`);
    expect(venues('2024-01-31')).toEqual([
      'Anchor Inn (proposed)',
      'Bell Inn',
      'Crown Inn (proposed)',
      'Dolphin Inn (proposed)',
    ]);
    expect(venues('2024-02-07')).toEqual([
      'Anchor Inn (proposed)',
      'Bell Inn (proposed)',
      'Crown Inn (proposed)',
      'Dolphin Inn (proposed)',
    ]);
    expect(venues('2024-01-10')).toEqual([]);
    expect(managed.fixtures[3]?.tournamentFixtures[0]).toMatchObject({
      id: null,
      date: '2024-01-31',
      proposed: true,
    });
  });

  it('lists every registered player, with zeros, for player managers', () => {
    const managed = computeDivisionData({ ...sampleInput, canManagePlayers: true });
    expect(managed.players.map((p) => p.name)).toEqual([
      'Alice',
      'Beth',
      'Adam',
      'Ben',
      'Amy',
      'Bob',
      'Dan',
      'Carl',
      'Cara',
      'Cody',
      'Dave',
      'Dora',
    ]);
    expect(managed.players[10]).toMatchObject({ name: 'Dave', points: 0, fixtures: {}, rank: 11 });
  });
});
