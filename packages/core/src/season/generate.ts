import { seasonHealth } from './health';
import {
  placeFixtures,
  withProposals,
  type Proposal,
  type ProposalDivision,
  type ProposalInput,
} from './proposal';
import { takeRandom, type RandomSource } from './random';
import { roundRobinTemplate } from './roundRobin';
import { venueKey, venueName, type ScheduleTeam } from './schedule';
import type { Template } from './template';

/*
 * "Generate without a template": a double round-robin for each division's teams, returned as a
 * proposal (the same review and save steps as a template's) with the template it made. Teams that
 * share a venue, within or across divisions, get placeholders never at home on the same week.
 */

export interface GenerateInput {
  season: ProposalInput['season'];
  divisions: readonly ProposalDivision[];
  placeholderMappings?: Readonly<Record<string, string>>;
  skipDates?: ProposalInput['skipDates'];
  random: RandomSource;
}

export type GeneratedProposal = Proposal & { template: Template };

/** Week indices on which each placeholder is at home against a team (byes excluded). */
function homeWeeks(template: Template): Map<string, Set<number>> {
  const weeks = new Map<string, Set<number>>();
  for (const division of template.divisions) {
    division.dates.forEach((date, week) => {
      for (const f of date.fixtures) {
        if (!weeks.has(f.home)) weeks.set(f.home, new Set());
        if (f.away) weeks.get(f.home)!.add(week);
        if (f.away && !weeks.has(f.away)) weeks.set(f.away, new Set());
      }
    });
  }
  return weeks;
}

const disjoint = (a: Set<number>, b: Set<number>) => [...a].every((w) => !b.has(w));

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (pool.length > 0) out.push(takeRandom(pool, random));
  return out;
}

export function generateSeason(input: GenerateInput): GeneratedProposal {
  const template = roundRobinTemplate(input.divisions.map((d) => d.teams.length));
  const weeks = homeWeeks(template);
  const requested = input.placeholderMappings ?? {};
  const requestOf = new Map(Object.entries(requested).map(([p, id]) => [id, p]));
  const mappings = new Map<string, ScheduleTeam>();
  const freeCodes = template.divisions.map(
    (d) => new Set(d.dates.flatMap((x) => x.fixtures.map((f) => f.home))),
  );
  const divisionOf = new Map<string, number>();
  input.divisions.forEach((d, i) => d.teams.forEach((t) => divisionOf.set(t.id, i)));
  const warnings: string[] = [];
  const take = (team: ScheduleTeam, code: string) => {
    mappings.set(code, team);
    freeCodes[divisionOf.get(team.id)!]!.delete(code);
  };
  const candidates = (team: ScheduleTeam) => {
    const free = freeCodes[divisionOf.get(team.id)!]!;
    const wanted = requestOf.get(team.id);
    return wanted !== undefined && free.has(wanted) ? [wanted] : shuffled([...free], input.random);
  };

  // Venues shared by two or more teams first: placeholders whose home weeks never meet.
  const byVenue = new Map<string, ScheduleTeam[]>();
  for (const t of input.divisions.flatMap((d) => d.teams))
    byVenue.set(venueKey(t), [...(byVenue.get(venueKey(t)) ?? []), t]);
  const groups = [...byVenue.values()].filter((g) => g.length > 1).sort((a, b) => b.length - a.length);
  for (const group of groups) {
    const chosen: string[] = [];
    const search = (i: number): boolean => {
      if (i === group.length) return true;
      for (const code of candidates(group[i]!)) {
        if (chosen.includes(code) || !chosen.every((c) => disjoint(weeks.get(c)!, weeks.get(code)!)))
          continue;
        chosen.push(code);
        if (search(i + 1)) return true;
        chosen.pop();
      }
      return false;
    };
    if (search(0)) group.forEach((team, i) => take(team, chosen[i]!));
    else {
      warnings.push(
        `${venueName(group[0]!)}: ${group.length} teams share this venue; they cannot all avoid playing at home on the same date`,
      );
    }
  }
  // Then everyone else (and a crowded venue's teams): requested first, the rest at random.
  for (const division of input.divisions) {
    for (const team of division.teams) {
      if ([...mappings.values()].includes(team)) continue;
      const wanted = requestOf.get(team.id);
      if (wanted !== undefined && freeCodes[divisionOf.get(team.id)!]!.has(wanted)) take(team, wanted);
    }
    for (const team of shuffled(division.teams, input.random)) {
      if (![...mappings.values()].includes(team)) take(team, candidates(team)[0]!);
    }
  }

  const placed = placeFixtures(template, input, mappings);
  const all = [...placed.warnings, ...warnings];
  return {
    success: placed.errors.length === 0 && all.length === 0,
    errors: placed.errors,
    warnings: all,
    messages: [],
    placeholderMappings: Object.fromEntries(mappings),
    divisions: placed.divisions,
    health: seasonHealth(withProposals(input.season, input.divisions, placed.divisions)),
    template,
  };
}
