// Builds the division-data benchmark's season straight into a database: 8 divisions x 10 teams
// (8 players each), a double round-robin (18 dates, 720 fixtures) with every scorecard played.
// Run with tsx (it imports the server's sources): node --import tsx bench/lib/divisionSeason.mjs DATA_DIR
import { createContext } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { demoId } from '../../packages/server/src/seed/demo.ts';
import { demoGames } from '../../packages/server/src/seed/demoFixtures.ts';

const DIVISIONS = 8;
const TEAMS = 10;
const PLAYERS = 8;
const START = '2026-01-05';
const END = '2026-06-30';

const dataDir = process.argv[2];
const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }));
const stamp = { name: 'bench', now: new Date(`${START}T00:00:00Z`) };
const audit = {
  created: stamp.now.toISOString(),
  author: 'bench',
  updated: stamp.now.toISOString(),
  editor: 'bench',
};
const id = (...parts) => demoId('bench', ...parts);

const seasonId = id('season');
const divisionIds = Array.from({ length: DIVISIONS }, (_, d) => id('division', String(d)));
for (const [d, divisionId] of divisionIds.entries()) {
  await ctx.repos.divisions.insert(divisionId, { name: `Division ${d + 1}`, superleague: false }, stamp);
}
await ctx.repos.seasons.insert(
  seasonId,
  { name: 'Bench season', startDate: START, endDate: END, divisionIds },
  stamp,
);

let fixtures = 0;
for (const [d, divisionId] of divisionIds.entries()) {
  const teams = [];
  for (let t = 0; t < TEAMS; t++) {
    const name = `Team ${d + 1}.${t + 1}`;
    const doc = {
      name,
      address: `${name} Inn`,
      seasons: [
        {
          id: id('team-season', name),
          seasonId,
          divisionId,
          deleted: null,
          players: Array.from({ length: PLAYERS }, (_, p) => ({
            id: id('player', name, String(p)),
            name: `Player ${d + 1}.${t + 1}.${p + 1}`,
            captain: p === 0,
            emailAddress: null,
            deleted: null,
            ...audit,
          })),
          ...audit,
        },
      ],
    };
    const teamId = id('team', name);
    await ctx.repos.teams.insert(teamId, doc, stamp);
    teams.push({ id: teamId, doc });
  }
  const games = demoGames({
    seasonId,
    divisionId,
    start: START,
    today: '2027-01-01',
    teams,
    gameId: (home, away) => id('game', home.doc.name, away.doc.name),
    matchId: (gameId, index) => id('match', gameId, String(index)),
  });
  await ctx.repos.transaction(async (repos) => {
    for (const game of games) await repos.games.insert(game.id, game.doc, stamp);
  });
  fixtures += games.length;
}
await ctx.live.close();
await ctx.db.close();
console.log(JSON.stringify({ seasonId, divisionIds, fixtures }));
