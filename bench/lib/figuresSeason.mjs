// Builds the player-figures benchmark's league straight into a database: the division-data bench's
// season (8 divisions x 10 teams x 18 dates, every scorecard) with every singles match recorded leg
// by leg, and one player ("the star") with 500 more singles recorded in superleague nights.
// Run with tsx (it imports the server's sources): node --import tsx bench/lib/figuresSeason.mjs DATA_DIR
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { demoId } from '../../packages/server/src/seed/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.argv[2];
const season = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'divisionSeason.mjs'), dataDir], {
    encoding: 'utf8',
  }),
);
const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }));
const stamp = { name: 'bench', now: new Date('2026-07-01T00:00:00Z') };
const id = (...parts) => demoId('bench-figures', ...parts);

const throws = (...scores) => scores.map((score) => ({ score, noOfDarts: 3 }));
/** A leg the `winner` takes in 15 darts (a 101 out), the other scoring 60s; varied by `n`. */
function leg(winner, n) {
  const win =
    n % 3 === 0
      ? throws(180, 100, 60, 60, 101)
      : n % 3 === 1
        ? throws(140, 140, 100, 60, 61)
        : throws(100, 100, 100, 100, 101);
  const lose = throws(60, 60, 60, 60);
  const [home, away] = winner === 'home' ? [win, lose] : [lose, win];
  return {
    startingScore: 501,
    currentThrow: null,
    playerSequence: [
      { value: 'home', text: 'Home' },
      { value: 'away', text: 'Away' },
    ],
    home: { throws: home },
    away: { throws: away },
  };
}
/** A best-of-3 record: 2-0 or 2-1 to home or away. */
function record(names, n) {
  const winner = n % 2 ? 'home' : 'away';
  const other = winner === 'home' ? 'away' : 'home';
  const legs =
    n % 4 < 2
      ? [leg(winner, n), leg(winner, n + 1)]
      : [leg(winner, n), leg(other, n + 1), leg(winner, n + 2)];
  return {
    yourName: names[0],
    opponentName: names[1],
    startingScore: 501,
    numberOfLegs: 3,
    legs: Object.fromEntries(legs.map((l, i) => [i, l])),
    tournamentMatchId: null,
    editTokenHash: '',
    ownerId: null,
  };
}

// Every singles match of every scorecard, recorded.
let records = 0;
for (const game of await ctx.repos.games.list()) {
  const matches = game.doc.matches.map((m, index) => {
    if (m.homePlayers.length !== 1 || m.awayPlayers.length !== 1) return m;
    return { ...m, saygId: id('record', game.id, String(index)) };
  });
  await ctx.repos.transaction(async (repos) => {
    for (const [index, m] of matches.entries()) {
      if (!m.saygId || m.saygId === game.doc.matches[index].saygId) continue;
      await repos.sayg.insert(
        m.saygId,
        record([m.homePlayers[0].name, m.awayPlayers[0].name], records++),
        stamp,
      );
    }
    await repos.games.replace(game, { ...game.doc, matches }, stamp);
  });
}

// The star: 100 superleague nights of 5 singles each against the rest of their division.
const teams = await ctx.repos.teams.list();
const squad = (team) => team.doc.seasons[0].players;
const starTeam = teams.find((t) => t.doc.name === 'Team 1.1');
const star = squad(starTeam)[0];
const opponents = teams
  .filter((t) => t.doc.name.startsWith('Team 1.') && t.id !== starTeam.id)
  .flatMap(squad);
const side = (player, teamId) => ({
  id: id('side', player.id),
  name: player.name,
  teamId,
  players: [{ id: player.id, name: player.name, divisionId: null }],
  noShow: false,
});
for (let night = 0; night < 100; night++) {
  const date = new Date(Date.UTC(2020, 0, 6 + night * 7)).toISOString().slice(0, 10);
  const matches = [];
  await ctx.repos.transaction(async (repos) => {
    for (let m = 0; m < 5; m++) {
      const opponent = opponents[(night * 5 + m) % opponents.length];
      const saygId = id('star', String(night), String(m));
      await repos.sayg.insert(saygId, record([star.name, opponent.name], night * 5 + m), stamp);
      matches.push({
        id: id('star-match', String(night), String(m)),
        sideA: side(star, starTeam.id),
        sideB: side(opponent, null),
        scoreA: null,
        scoreB: null,
        saygId,
      });
    }
    await repos.tournaments.insert(
      id('night', String(night)),
      {
        seasonId: season.seasonId,
        divisionId: season.divisionIds[0],
        date,
        address: 'Bench Inn',
        type: 'Superleague',
        notes: null,
        singleRound: true,
        host: 'Home',
        opponent: 'Away',
        accoladesCount: true,
        bestOf: 3,
        sides: [],
        round: { matches, matchOptions: [], nextRound: null },
        oneEighties: [],
        over100Checkouts: [],
      },
      stamp,
    );
  });
  records += 5;
}
await ctx.live.close();
await ctx.db.close();
console.log(JSON.stringify({ ...season, records, starId: star.id }));
