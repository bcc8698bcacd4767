/*
 * The ids, stamps and players of the synthetic original league (sampleExport.ts), in the original
 * system's stored shapes. Test support only.
 */

export const ogId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const STAMP = '2024-09-01T18:30:00Z';
let etag = 0;
/** Cosmos's own fields and the audit stamps every stored document carries. */
export const stored = (id: string, version = 1) => ({
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
export const nested = (id: string) => ({
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

export type TeamKey = keyof typeof SAMPLE.teams;
export const TEAM_NAMES: Record<TeamKey, string> = {
  anchor: 'Anchor',
  bell: 'Bell',
  crown: 'Crown',
  dog: 'Dog',
};
/** Three players per team: ids team+1..3. */
export const player = (team: TeamKey, n: number) => ({
  Id: ogId(Number(SAMPLE.teams[team].slice(-12)) + n),
  Name: `${TEAM_NAMES[team]} Player ${n}`,
});

/** A leg of 501 in which home checks out 101 on its fourth visit. */
export const sampleLeg = {
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
