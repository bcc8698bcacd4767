import { nested, ogId, player, SAMPLE, sampleLeg, stored, TEAM_NAMES, type TeamKey } from './sampleBasics';

/* The synthetic original league's knockout tournament and the leg-by-leg record of its final. */

const side = (key: TeamKey, n: number) => ({
  Id: ogId(510 + n),
  Name: TEAM_NAMES[key],
  TeamId: SAMPLE.teams[key],
  NoShow: false,
  Players: [{ ...nested(player(key, 1).Id), Name: player(key, 1).Name, DivisionId: SAMPLE.division }],
});
const sides = [side('anchor', 1), side('bell', 2), side('crown', 3), side('dog', 4)] as const;

export const tournament = {
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

export const tournamentSayg = {
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
