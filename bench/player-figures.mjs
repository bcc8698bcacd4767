// bench/player-figures: a season of 8 divisions x 10 teams x 18 dates with every singles match
// recorded leg by leg (3,600 records), and one player with 500 more (superleague nights). Prints the
// star's figures page answer cold (the league's index built) and warm (p50/p99 over sequential
// requests, against the goal of 50 ms), how soon a saved leg shows in the figures, and a season's
// leaderboards.
// Usage: node bench/player-figures.mjs   (BENCH_REQUESTS, default 100; BENCH_PORT default 3204)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ADMIN, client, percentile, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3204);
const GOAL_MS = 50;

/** Times `count` sequential GETs of `url`: sorted latencies in ms. */
async function timed(api, url, count) {
  const ms = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await api.request('GET', url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}
const line = (what, ms) =>
  `${what.padEnd(34)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'darts-bench-figures-'));
console.log(
  'building the league (720 scorecards with every singles match recorded, a player with 500 more)...',
);
const league = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'lib/figuresSeason.mjs'), dataDir], {
    cwd: path.resolve(here, '..'),
    encoding: 'utf8',
  }),
);
const server = await startServer({ port: PORT, dataDir });
try {
  const api = client(server.url);
  const figuresUrl = `/api/Player/${league.starId}/Figures`;
  const started = performance.now();
  const cold = await api.request('GET', figuresUrl);
  const coldMs = performance.now() - started;
  if (cold.status !== 200) throw new Error(`figures answered ${cold.status}`);
  const { career } = cold.body;
  console.log(
    `${league.records} records; the star: ${career.matchesPlayed} matches, ${career.legsPlayed} legs, average ${career.average3.toFixed(2)}; first answer (index built) ${coldMs.toFixed(0)} ms`,
  );
  const warm = await timed(api, figuresUrl, REQUESTS);
  console.log(`${line("the star's figures, warm", warm)}   (goal: under ${GOAL_MS} ms)`);
  const other = await timed(api, `/api/Player/${cold.body.matches[0].opponentId}/Figures`, REQUESTS);
  console.log(line('a 20-match player, warm', other));
  const boards = await timed(api, `/api/Leaderboard?seasonId=${league.seasonId}`, Math.max(5, REQUESTS / 10));
  console.log(line("the season's leaderboards", boards));

  // A leg saved to one of the star's records: how long until the figures count it.
  const admin = client(server.url);
  await admin.request('POST', '/api/Account/Login', { emailAddress: ADMIN.email, password: ADMIN.password });
  const match = cold.body.matches.at(-1);
  const stored = (await admin.request('GET', `/api/Sayg/${match.saygId}`)).body;
  const legs = { ...stored.legs, [Object.keys(stored.legs).length]: stored.legs[0] };
  const savedAt = performance.now();
  const saved = await admin.request('POST', '/api/Sayg', {
    ...stored,
    numberOfLegs: 5,
    legs,
    lastUpdated: stored.updated,
  });
  if (saved.status !== 200)
    throw new Error(`the save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  let shownMs = null;
  while (shownMs === null && performance.now() - savedAt < 5000) {
    const after = (await api.request('GET', figuresUrl)).body;
    if (after.career.legsPlayed > career.legsPlayed) shownMs = performance.now() - savedAt;
  }
  console.log(
    `a saved leg shows in the figures ${shownMs === null ? 'not within 5 s' : `${shownMs.toFixed(0)} ms after the save was sent`} (goal: within a second; load average ${loadavg()[0].toFixed(1)})`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
