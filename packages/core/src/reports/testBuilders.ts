import type { DivisionPlayer, DivisionTeam } from '../contract/divisionData';
import { division, game, gp, match, side, tournament, tournamentMatch } from '../league/testBuilders';
import type { Fixture } from '../league/types';
import type { SaygInput } from '../scoring/types';
import type { DivisionTables } from './finalsNight';
import type { ReportsInput } from './reports';

/* The worked season of the report tests: two divisions, four fixtures, one tournament. Test-only. */

export const premier = division('div-1', 'Premier');
export const second = division('div-2', 'Second');
const carl = { id: 'carl', name: 'Carl' };
const dave = { id: 'dave', name: 'Dave' };
const ed = { id: 'ed', name: 'Ed' };
const fay = { id: 'fay', name: 'Fay' };
const gus = { id: 'gus', name: 'Gus' };
const hal = { id: 'hal', name: 'Hal' };
const crown = { id: 'crown', name: 'Crown' };
const bellTeam = { id: 'bell', name: 'Bell' };
const fox = { id: 'fox', name: 'Fox' };
const owl = { id: 'owl', name: 'Owl' };

const withSayg = (m: ReturnType<typeof match>, saygId: string) => ({ ...m, saygId });
const mom = (g: Fixture, home: string | null, away: string | null): Fixture => ({
  ...g,
  home: { ...g.home, manOfTheMatch: home },
  away: { ...g.away, manOfTheMatch: away },
});

export function reportGames(): Fixture[] {
  return [
    mom(
      game('g1', '2024-01-08', crown, bellTeam, {
        matches: [
          withSayg(match([gp(carl)], [gp(dave)], 3, 1), 's1'),
          match([gp(ed)], [gp(fay)], 1, 3),
          match([gp(carl), gp(ed)], [gp(dave), gp(fay)], 2, 1),
        ],
        oneEighties: [gp(carl), gp(carl), gp(dave)],
        over100Checkouts: [
          { ...carl, score: 120 },
          { ...dave, score: 101 },
        ],
      }),
      'carl',
      'fay',
    ),
    mom(
      game('g2', '2024-01-15', bellTeam, crown, {
        matches: [withSayg(match([gp(dave)], [gp(carl)], 0, 3), 's2'), match([gp(fay)], [gp(ed)], 3, 0)],
        oneEighties: [gp(dave)],
        over100Checkouts: [
          { ...ed, score: 110 },
          { ...carl, score: 105 },
        ],
      }),
      'dave',
      'carl',
    ),
    mom(
      game('g3', '2024-01-08', fox, owl, {
        divisionId: 'div-2',
        matches: [match([gp(gus)], [gp(hal)], 3, 0)],
        oneEighties: [gp(gus), gp(gus), gp(gus)],
        over100Checkouts: [{ ...gus, score: 119 }],
      }),
      'gus',
      null,
    ),
    game('g4', '2024-02-01', fox, crown, {
      divisionId: 'div-2',
      isKnockout: true,
      matches: [withSayg(match([gp(gus)], [gp(carl)], 0, 3), 's3')],
      oneEighties: [gp(carl)],
    }),
  ];
}

export function reportTournaments() {
  const a = side('sa', 'Carl', [carl]);
  const b = side('sb', 'Gus', [gus]);
  return [
    tournament('t1', '2024-03-01', {
      type: 'Singles',
      sides: [a, b],
      bestOf: 5,
      round: { matches: [tournamentMatch('m', a, b, 3, 1)], matchOptions: [], nextRound: null },
      oneEighties: [gp(gus)],
    }),
    tournament('t2', '2024-03-08', { type: 'Pairs', divisionId: 'div-1', round: null }),
  ];
}

const leg = (home: number[], away: number[]) => ({
  startingScore: 501,
  home: { throws: home.map((score) => ({ score, noOfDarts: 3 })) },
  away: { throws: away.map((score) => ({ score, noOfDarts: 3 })) },
});

/** One leg each: s1 Carl 9-darter v Dave; s2 Dave v Carl 12 darts; s3 Gus v Carl 15 darts. */
export function reportSayg(): Map<string, SaygInput> {
  const record = (l: ReturnType<typeof leg>): SaygInput => ({
    startingScore: 501,
    numberOfLegs: 1,
    legs: { '0': l },
  });
  return new Map([
    ['s1', record(leg([180, 180, 141], [100, 140]))],
    ['s2', record(leg([60, 60, 60], [140, 140, 140, 81]))],
    ['s3', record(leg([100, 100, 100, 100], [100, 100, 100, 100, 101]))],
  ]);
}

const teamRow = (id: string, name: string, points: number) => ({ id, name, points }) as DivisionTeam;
const playerRow = (p: { id: string; name: string }, team: string, points: number, singles: number) =>
  ({
    id: p.id,
    name: p.name,
    team,
    teamId: team.toLowerCase(),
    points,
    singles: { matchesPlayed: singles },
  }) as DivisionPlayer;

/** Ranked tables as the division data would give them (only the fields finals night reads). */
export function reportTables(): DivisionTables[] {
  return [
    {
      division: premier,
      teams: [teamRow('crown', 'Crown', 14), teamRow('bell', 'Bell', 10)],
      players: [
        playerRow(carl, 'Crown', 12, 4),
        playerRow(dave, 'Bell', 10, 6),
        playerRow(fay, 'Bell', 6, 5),
      ],
    },
    { division: second, teams: [teamRow('fox', 'Fox', 4)], players: [playerRow(gus, 'Fox', 8, 5)] },
  ];
}

export function reportsInput(overrides: Partial<ReportsInput> = {}): ReportsInput {
  return {
    seasonId: 'season',
    divisionId: 'div-1',
    divisions: [premier, second],
    games: reportGames(),
    tournaments: reportTournaments(),
    tables: reportTables(),
    sayg: reportSayg(),
    topCount: 3,
    canManageScores: true,
    genders: { fay: 'female' },
    ...overrides,
  };
}
