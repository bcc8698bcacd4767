// The core half of bench/season: proposes a season of 8 divisions x 10 teams (a double round-robin,
// 18 weeks, some venues shared within and across divisions) and runs its nine health checks, in core
// alone. Prints the median and worst of 20 runs. Run by bench/season.mjs with the TypeScript loader.
import { performance } from 'node:perf_hooks';
import { generateSeason } from '../../packages/core/src/season/generate.ts';
import { seasonHealth } from '../../packages/core/src/season/health.ts';
import { proposeSeason, withProposals } from '../../packages/core/src/season/proposal.ts';
import { seededRandom } from '../../packages/core/src/season/random.ts';

const DIVISIONS = 8;
const TEAMS = 10;
const RUNS = 20;
const season = { startDate: '2026-01-05', endDate: '2026-06-30' };

const divisions = Array.from({ length: DIVISIONS }, (_, d) => ({
  id: `d${d}`,
  name: `Division ${d + 1}`,
  teams: Array.from({ length: TEAMS }, (_, t) => ({
    id: `d${d}t${t}`,
    name: `Team ${d + 1}.${t + 1}`,
    // Teams 0 and 1 share a venue in each division; team 2 shares one with the next division's team 2.
    address: t < 2 ? `Pair ${d}` : t === 2 ? `Across ${Math.floor(d / 2)}` : `Venue ${d}.${t}`,
  })),
  dates: [],
  busyDates: d === 0 ? ['2026-02-16'] : [],
}));

function time(label, run) {
  const samples = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(RUNS / 2)];
  console.log(
    `${label.padEnd(48)} median ${median.toFixed(1)} ms   worst ${samples[RUNS - 1].toFixed(1)} ms`,
  );
  return result;
}

const generated = time('generate (round-robin) + health, 8 x 10', (i) =>
  generateSeason({ season, divisions, random: seededRandom(i) }),
);
const fixtures = generated.divisions.reduce((n, d) => n + d.fixtures.length, 0);
console.log(`  ${fixtures} fixtures, healthy: ${generated.health.success}`);

// The same season from a template: the generated template with its shared venues declared.
const template = {
  ...generated.template,
  sharedAddresses: [],
  divisions: generated.template.divisions.map((d) => ({ ...d, sharedAddresses: [] })),
};
const mapped = Object.entries(generated.placeholderMappings);
for (const [d, division] of template.divisions.entries()) {
  const codes = (ids) => mapped.filter(([, team]) => ids.includes(team.id)).map(([code]) => code);
  division.sharedAddresses.push(codes([`d${d}t0`, `d${d}t1`]));
  if (d % 2 === 0) template.sharedAddresses.push(codes([`d${d}t2`, `d${d + 1}t2`]));
}
const proposed = time('propose from a template + health, 8 x 10', (i) =>
  proposeSeason({ template, season, divisions, random: seededRandom(i) }),
);
console.log(
  `  success: ${proposed.success}, healthy: ${proposed.health.success} ${proposed.errors.join('; ')}`,
);
time('health checks alone, 8 x 10', () => seasonHealth(withProposals(season, divisions, proposed.divisions)));
