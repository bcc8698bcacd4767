import {
  nested,
  ogId,
  player,
  SAMPLE,
  sampleLeg,
  STAMP,
  stored,
  TEAM_NAMES,
  type TeamKey,
} from './sampleBasics';
import { tournament, tournamentSayg } from './sampleTournament';

export { ogId, SAMPLE } from './sampleBasics';

/*
 * A small synthetic league in the original system's stored shapes (docs/decisions/028):
 * PascalCase properties, `id`, Cosmos fields, audit stamps, `Version`. Made up from that layout;
 * no real league's data. The tests of the mapping and the zip fixture (server
 * test/fixtures/makeOriginalExport.ts) use it.
 *
 * Results (singles best of 5, pairs and triples best of 3), by hand:
 *   G1 Anchor 5-3 Bell   (legs 16-12)    G2 Crown 2-6 Dog (legs 9-18)
 *   G3 Anchor 4-4 Crown  (legs 13-14)    G4 Bell v Dog, not played yet
 * League table: Anchor 3 pts (+3), Dog 2 (+9), Crown 1 (-8), Bell 0 (-4).
 */

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
        // The original's enum names; player 2 has none.
        Gender: n === 3 ? 'Female' : n === 1 ? 'Male' : undefined,
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
