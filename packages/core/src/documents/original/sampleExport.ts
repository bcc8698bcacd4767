/*
 * A small synthetic league in the original system's stored shapes (reference: original-server.md
 * sections 0 and 10, original-client.md section 4): PascalCase properties, `id`, Cosmos fields,
 * audit stamps, `Version`. Made up from the documented layout; no real league's data. The tests
 * of the mapping and the zip fixture (server test/fixtures/makeOriginalExport.ts) use it.
 *
 * Results (singles best of 5, pairs and triples best of 3), by hand:
 *   G1 Anchor 5-3 Bell   (legs 16-12)    G2 Crown 2-6 Dog (legs 9-18)
 *   G3 Anchor 4-4 Crown  (legs 13-14)    G4 Bell v Dog, not played yet
 * League table: Anchor 3 pts (+3), Dog 2 (+9), Crown 1 (-8), Bell 0 (-4).
 */

export const ogId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const STAMP = '2024-09-01T18:30:00Z';
let etag = 0;
/** Cosmos's own fields and the audit stamps every stored document carries. */
const stored = (id: string, version = 1) => ({
  id,
  Version: version,
  Created: STAMP,
  Author: 'Sam Organiser',
  Updated: STAMP,
  Editor: 'Sam Organiser',
  _rid: `rid${++etag}==`,
  _self: `dbs/x/colls/y/docs/rid${etag}==/`,
  _etag: `"0000${etag}-0000-0000-0000-000000000000"`,
  _attachments: 'attachments/',
  _ts: 1725215400,
});
const nested = (id: string) => ({
  Id: id,
  Created: STAMP,
  Author: 'Sam Organiser',
  Updated: STAMP,
  Editor: 'Sam Organiser',
});

export const SAMPLE = {
  division: ogId(1),
  season: ogId(2),
  teams: { anchor: ogId(10), bell: ogId(20), crown: ogId(30), dog: ogId(40) },
  games: { g1: ogId(100), g2: ogId(200), g3: ogId(300), g4: ogId(400) },
  tournament: ogId(500),
  finalMatch: ogId(530),
  tournamentSayg: ogId(600),
  note: ogId(700),
  template: ogId(800),
} as const;

type TeamKey = keyof typeof SAMPLE.teams;
const TEAM_NAMES: Record<TeamKey, string> = { anchor: 'Anchor', bell: 'Bell', crown: 'Crown', dog: 'Dog' };
/** Three players per team: ids team+1..3. */
const player = (team: TeamKey, n: number) => ({
  Id: ogId(Number(SAMPLE.teams[team].slice(-12)) + n),
  Name: `${TEAM_NAMES[team]} Player ${n}`,
});

const division = { ...stored(SAMPLE.division), Name: 'Premier', Superleague: false };

const season = {
  ...stored(SAMPLE.season),
  Name: 'Autumn 2024',
  StartDate: '2024-09-01T00:00:00',
  EndDate: '2024-12-20T00:00:00',
  Divisions: [{ ...stored(SAMPLE.division), Name: 'Premier' }],
};

const team = (key: TeamKey) => ({
  ...stored(SAMPLE.teams[key]),
  Name: TEAM_NAMES[key],
  Address: `The ${TEAM_NAMES[key]}`,
  Seasons: [
    {
      ...nested(ogId(Number(SAMPLE.teams[key].slice(-12)) + 9)),
      SeasonId: SAMPLE.season,
      DivisionId: SAMPLE.division,
      Players: [1, 2, 3].map((n) => ({
        ...nested(player(key, n).Id),
        Name: player(key, n).Name,
        Captain: n === 1,
        EmailAddress: n === 1 ? `${key}@example.com` : undefined,
        Gender: 'Male',
      })),
    },
  ],
});

/** Players of match index i: 1-5 singles (players 1,2,3,1,2), 6-7 pairs, 8 triples. */
const MATCH_PLAYERS = [[1], [2], [3], [1], [2], [1, 2], [2, 3], [1, 2, 3]];

const game = (
  id: string,
  home: TeamKey,
  away: TeamKey,
  date: string,
  scores: [number, number][],
  extra: Record<string, unknown> = {},
) => ({
  ...stored(id, 2),
  DivisionId: SAMPLE.division,
  SeasonId: SAMPLE.season,
  Date: `${date}T00:00:00`,
  Address: `The ${TEAM_NAMES[home]}`,
  Home: {
    ...nested(SAMPLE.teams[home]),
    Name: TEAM_NAMES[home],
    ManOfTheMatch: scores.length ? player(away, 1).Id : undefined,
  },
  Away: { ...nested(SAMPLE.teams[away]), Name: TEAM_NAMES[away] },
  Matches: scores.map(([h, a], i) => ({
    ...nested(ogId(Number(id.slice(-12)) + i + 1)),
    HomePlayers: MATCH_PLAYERS[i]!.map((n) => player(home, n)),
    AwayPlayers: MATCH_PLAYERS[i]!.map((n) => player(away, n)),
    HomeScore: h,
    AwayScore: a,
  })),
  Postponed: false,
  IsKnockout: false,
  AccoladesCount: true,
  OneEighties: [],
  Over100Checkouts: [],
  MatchOptions: [],
  Photos: [],
  ...extra,
});

/** A leg of 501 in which home checks out 101 on its fourth visit. */
const sampleLeg = {
  StartingScore: 501,
  Home: {
    Throws: [100, 140, 160, 101].map((s, i) => ({ Score: s, NoOfDarts: i === 3 ? 2 : 3, Bust: false })),
    Score: 501,
    NoOfDarts: 11,
  },
  Away: {
    Throws: [60, 45, 85].map((s) => ({ Score: s, NoOfDarts: 3, Bust: false })),
    Score: 190,
    NoOfDarts: 9,
  },
  PlayerSequence: [
    { Value: 'Home', Text: 'Anchor Player 1' },
    { Value: 'Away', Text: 'Bell Player 1' },
  ],
  CurrentThrow: 'Home',
  IsLastLeg: false,
};

const g1Scores: [number, number][] = [
  [3, 1],
  [3, 2],
  [1, 3],
  [3, 0],
  [2, 3],
  [2, 1],
  [0, 2],
  [2, 0],
];
const g1 = game(SAMPLE.games.g1, 'anchor', 'bell', '2024-09-05', g1Scores, {
  MatchOptions: [{ StartingScore: 501, NumberOfLegs: 5, PlayerCount: 1 }, null],
  OneEighties: [player('anchor', 1), player('bell', 2)],
  Over100Checkouts: [{ ...player('anchor', 1), Notes: '101' }],
  Photos: [
    {
      Id: ogId(150),
      Author: 'Sam Organiser',
      Created: STAMP,
      ContentType: 'image/jpeg',
      FileName: 'card.jpg',
      FileSize: 1234,
    },
  ],
});
// match 1 was scored leg by leg in the original (the record was embedded in the match)
(g1.Matches[0] as Record<string, unknown>).Sayg = { Legs: { '0': sampleLeg } };

const g2Scores: [number, number][] = [
  [0, 3],
  [1, 3],
  [3, 2],
  [2, 3],
  [0, 3],
  [2, 0],
  [1, 2],
  [0, 2],
];
const g2 = game(SAMPLE.games.g2, 'crown', 'dog', '2024-09-05', g2Scores, {
  HomeSubmission: {
    ...game(SAMPLE.games.g2, 'crown', 'dog', '2024-09-05', g2Scores),
    Updated: '2024-09-05T22:10:00Z',
    Editor: 'Crown Player 1',
  },
});
const g3Scores: [number, number][] = [
  [3, 0],
  [0, 3],
  [3, 1],
  [1, 3],
  [3, 2],
  [0, 2],
  [2, 1],
  [1, 2],
];
const g3 = game(SAMPLE.games.g3, 'anchor', 'crown', '2024-09-12', g3Scores);
const g4 = game(SAMPLE.games.g4, 'bell', 'dog', '2024-09-19', []);

const side = (key: TeamKey, n: number) => ({
  Id: ogId(510 + n),
  Name: TEAM_NAMES[key],
  TeamId: SAMPLE.teams[key],
  NoShow: false,
  Players: [{ ...nested(player(key, 1).Id), Name: player(key, 1).Name, DivisionId: SAMPLE.division }],
});
const sides = [side('anchor', 1), side('bell', 2), side('crown', 3), side('dog', 4)] as const;

const tournament = {
  ...stored(SAMPLE.tournament),
  Date: '2024-10-10T00:00:00',
  Address: 'The Anchor',
  SeasonId: SAMPLE.season,
  Type: 'Singles cup',
  Gender: 'Male',
  BestOf: 5,
  SingleRound: false,
  AccoladesCount: true,
  Sides: sides,
  Round: {
    ...nested(ogId(520)),
    Name: 'Semi-finals',
    Matches: [
      { ...nested(ogId(521)), SideA: sides[0], SideB: sides[1], ScoreA: 3, ScoreB: 1 },
      { ...nested(ogId(522)), SideA: sides[2], SideB: sides[3], ScoreA: 0, ScoreB: 3 },
    ],
    MatchOptions: [{ StartingScore: 501, NumberOfLegs: 5, PlayerCount: 1 }],
    NextRound: {
      ...nested(ogId(525)),
      Matches: [
        {
          ...nested(SAMPLE.finalMatch),
          SideA: sides[0],
          SideB: sides[3],
          ScoreA: 3,
          ScoreB: 2,
          SaygId: SAMPLE.tournamentSayg,
        },
      ],
      MatchOptions: [],
    },
  },
  OneEighties: [{ ...nested(player('dog', 1).Id), Name: player('dog', 1).Name, DivisionId: SAMPLE.division }],
  Over100Checkouts: [
    {
      ...nested(player('anchor', 1).Id),
      Name: player('anchor', 1).Name,
      DivisionId: SAMPLE.division,
      Score: 120,
    },
  ],
  Photos: [],
};

const tournamentSayg = {
  ...stored(SAMPLE.tournamentSayg),
  YourName: 'Anchor',
  OpponentName: 'Dog',
  NumberOfLegs: 5,
  StartingScore: 501,
  HomeScore: 1,
  AwayScore: 0,
  TournamentMatchId: SAMPLE.finalMatch,
  Legs: { '0': sampleLeg },
};

const note = {
  ...stored(SAMPLE.note),
  Date: '2024-09-19T00:00:00',
  Note: 'Bring **your own** darts',
  SeasonId: SAMPLE.season,
  DivisionId: null,
};

const template = {
  ...stored(SAMPLE.template),
  Name: 'Four teams',
  Description: 'Two dates, all play',
  SharedAddresses: [],
  Divisions: [
    {
      SharedAddresses: [{ Teams: ['A', 'B'] }],
      Dates: [
        {
          Fixtures: [
            { Home: 'A', Away: 'B' },
            { Home: 'C', Away: 'D' },
          ],
          Notes: [],
        },
        {
          Fixtures: [
            { Home: 'A', Away: 'C' },
            { Home: 'B', Away: null },
          ],
          Notes: [],
        },
      ],
    },
  ],
};

const user = {
  id: ogId(900),
  Name: 'Sam Organiser',
  GivenName: 'Sam',
  emailAddress: 'sam@example.com',
  AccessLevels: {},
};

/** The export's documents by the original's container name. */
export const sampleOriginalExport: Record<string, Record<string, unknown>[]> = {
  division: [division],
  season: [season],
  team: (['anchor', 'bell', 'crown', 'dog'] as const).map(team),
  game: [g1, g2, g3, g4],
  tournamentgame: [tournament],
  recordedscoreasyougo: [tournamentSayg],
  fixturedatenote: [note],
  template: [template],
  user: [user],
};

/** meta.json of the export (version v2; the whole league, no ids asked for). */
export const sampleOriginalMeta = {
  Created: '2024-10-20T21:00:00Z',
  Version: 'v2',
  Creator: 'Sam Organiser',
  Hostname: 'couragescores.example',
  RequestedTables: {},
};
