// Builds bench/season's season straight into a database: 8 divisions x 10 teams (some venues shared
// within and across divisions), no fixtures, and a stored template for it (a double round-robin).
// Prints the season and template ids as JSON. Run by bench/season.mjs with the TypeScript loader.
import { createContext } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { generateSeason } from '../../packages/core/src/season/generate.ts';
import { templateHealth } from '../../packages/core/src/season/health.ts';
import { seededRandom } from '../../packages/core/src/season/random.ts';
import { demoId } from '../../packages/server/src/seed/demo.ts';

const DIVISIONS = 8;
const TEAMS = 10;
const season = { startDate: '2026-01-05', endDate: '2026-06-30' };
const ctx = await createContext(loadConfig({ DATA_DIR: process.argv[2], SEED: 'none', LOG_LEVEL: 'silent' }));
const stamp = { name: 'bench', now: new Date('2026-01-01T00:00:00Z') };
const id = (...parts) => demoId('bench-season', ...parts);
const audit = {
  created: stamp.now.toISOString(),
  author: 'bench',
  updated: stamp.now.toISOString(),
  editor: 'bench',
};

const seasonId = id('season');
const divisions = [];
for (let d = 0; d < DIVISIONS; d++) {
  const divisionId = id('division', String(d));
  await ctx.repos.divisions.insert(divisionId, { name: `Division ${d + 1}`, superleague: false }, stamp);
  const teams = [];
  for (let t = 0; t < TEAMS; t++) {
    const teamId = id('team', String(d), String(t));
    const address = t < 2 ? `Pair ${d}` : t === 2 ? `Across ${Math.floor(d / 2)}` : `Venue ${d}.${t}`;
    const name = `Team ${d + 1}.${t + 1}`;
    const seasons = [
      { id: id('ts', String(d), String(t)), seasonId, divisionId, deleted: null, players: [], ...audit },
    ];
    await ctx.repos.teams.insert(teamId, { name, address, seasons }, stamp);
    teams.push({ id: teamId, name, address });
  }
  divisions.push({ id: divisionId, name: `Division ${d + 1}`, teams, dates: [], busyDates: [] });
}
await ctx.repos.seasons.insert(
  seasonId,
  { name: 'Bench season', ...season, divisionIds: divisions.map((d) => d.id) },
  stamp,
);

// The template: the generated round-robin with its shared venues declared.
const generated = generateSeason({ season, divisions, random: seededRandom(1) });
const mapped = Object.entries(generated.placeholderMappings);
const codes = (ids) => mapped.filter(([, team]) => ids.includes(team.id)).map(([code]) => code);
const template = {
  name: 'Bench: 8 x 10',
  description: null,
  sharedAddresses: [],
  divisions: generated.template.divisions.map((division, d) => ({
    dates: division.dates,
    sharedAddresses: [codes([divisions[d].teams[0].id, divisions[d].teams[1].id])],
  })),
};
for (let d = 0; d < DIVISIONS; d += 2) {
  template.sharedAddresses.push(codes([divisions[d].teams[2].id, divisions[d + 1].teams[2].id]));
}
const templateId = id('template');
await ctx.repos.templates.insert(
  templateId,
  { ...template, templateHealth: templateHealth({ id: templateId, ...template }) },
  stamp,
);
await ctx.close?.();
console.log(JSON.stringify({ seasonId, templateId }));
process.exit(0);
