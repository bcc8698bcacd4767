import { takeRandom, type RandomSource } from './random';
import { crossDivisionVenueGroups, sharedVenueGroups, type SeasonDivisionTeams } from './compatibility';
import type { ScheduleTeam } from './schedule';
import { divisionPlaceholders, homePlaceholders, type Template } from './template';

/*
 * Step 1 of a proposal: which team plays as which placeholder. Placeholders are unique across a
 * template (one mapping for the season). Order: venues shared across divisions, then venues shared
 * within a division, then the rest; requested mappings are kept first at every step and the rest
 * are drawn from the injected random source.
 */

export interface PlaceholderAssignment {
  success: boolean;
  errors: string[];
  mappings: Map<string, ScheduleTeam>;
}

interface Context {
  mappings: Map<string, ScheduleTeam>;
  mapped: Set<string>;
  /** Requested placeholder -> team id. */
  requested: Record<string, string>;
  errors: string[];
}

const namesOf = (items: readonly string[]) => items.join(', ');

function assign(ctx: Context, placeholder: string, team: ScheduleTeam) {
  ctx.mappings.set(placeholder, team);
  ctx.mapped.add(team.id);
}

/**
 * Pairs groups of teams sharing a venue with groups of placeholders, biggest to biggest (a group
 * holding a team's requested placeholder goes to that team's group). `allowed(team)` limits the
 * placeholders a team may take (those of its division). False when a group does not fit.
 */
function assignGroups(
  ctx: Context,
  teamGroups: ScheduleTeam[][],
  placeholderGroups: string[][],
  allowed: (team: ScheduleTeam, placeholder: string) => boolean,
  prefix: string,
): boolean {
  const free = [...placeholderGroups].sort((a, b) => b.length - a.length);
  for (const teams of [...teamGroups].sort((a, b) => b.length - a.length)) {
    const wanted = new Set(
      Object.entries(ctx.requested)
        .filter(([, id]) => teams.some((t) => t.id === id))
        .map(([p]) => p),
    );
    const index = Math.max(
      0,
      free.findIndex((g) => g.some((p) => wanted.has(p))),
    );
    const group = free.splice(index, 1)[0] ?? [];
    const open = group.filter((p) => !ctx.mappings.has(p));
    if (teams.length > open.length) {
      ctx.errors.push(
        `${prefix}Shared address has more teams ${teams.length} x (${namesOf(teams.map((t) => t.name))}) than the template supports ${open.length} x (${namesOf(open)})`,
      );
      return false;
    }
    for (const p of open) {
      const id = ctx.requested[p];
      if (id === undefined) continue;
      const team = teams.find((t) => t.id === id);
      if (!team) {
        ctx.errors.push(`${prefix}Could not find team ${id} in shared address group`);
        return false;
      }
      if (!ctx.mapped.has(team.id) && allowed(team, p)) assign(ctx, p, team);
    }
    for (const team of teams) {
      if (ctx.mapped.has(team.id)) continue;
      const p = open.find((x) => !ctx.mappings.has(x) && ctx.requested[x] === undefined && allowed(team, x));
      if (p === undefined) {
        ctx.errors.push(
          `${prefix}Shared address has more teams ${teams.length} x (${namesOf(teams.map((t) => t.name))}) than the template supports ${open.length} x (${namesOf(open)})`,
        );
        return false;
      }
      assign(ctx, p, team);
    }
  }
  return true;
}

export function assignPlaceholders(
  template: Template,
  divisions: readonly SeasonDivisionTeams[],
  requested: Record<string, string>,
  random: RandomSource,
): PlaceholderAssignment {
  const ctx: Context = { mappings: new Map(), mapped: new Set(), requested, errors: [] };
  const divisionOf = new Map<string, number>();
  divisions.forEach((d, i) => d.teams.forEach((t) => divisionOf.set(t.id, i)));
  const placeholdersOf = template.divisions.map((d) => new Set(divisionPlaceholders(d)));
  const allowed = (team: ScheduleTeam, p: string) =>
    placeholdersOf[divisionOf.get(team.id) ?? -1]?.has(p) ?? false;
  const done = (success: boolean) => ({ success, errors: ctx.errors, mappings: ctx.mappings });

  // 1. Venues shared across divisions.
  const across = crossDivisionVenueGroups(divisions);
  if (across.length > template.sharedAddresses.length) {
    ctx.errors.push('Too many teams in the season with addresses shared across the divisions');
    return done(false);
  }
  if (!assignGroups(ctx, across, template.sharedAddresses, allowed, '')) return done(false);

  // 2. Venues shared within a division.
  for (const [i, division] of divisions.entries()) {
    const templateDivision = template.divisions[i];
    const groups = sharedVenueGroups(division.teams.filter((t) => !ctx.mapped.has(t.id)));
    const templateGroups = (templateDivision?.sharedAddresses ?? [])
      .map((g) => g.filter((p) => !ctx.mappings.has(p)))
      .filter((g) => g.length > 0);
    if (groups.length > templateGroups.length) {
      ctx.errors.push(`${division.name}: Too many teams with addresses shared`);
      return done(false);
    }
    if (!assignGroups(ctx, groups, templateGroups, allowed, `${division.name}: `)) return done(false);
  }

  // 3. The rest: requested mappings, then drawn at random.
  for (const [i, division] of divisions.entries()) {
    const templateDivision = template.divisions[i];
    const open = templateDivision
      ? homePlaceholders(templateDivision).filter((p) => !ctx.mappings.has(p))
      : [];
    for (const p of [...open]) {
      const team = division.teams.find((t) => t.id === requested[p]);
      if (team && !ctx.mapped.has(team.id)) {
        assign(ctx, p, team);
        open.splice(open.indexOf(p), 1);
      }
    }
    const teams = division.teams.filter((t) => !ctx.mapped.has(t.id));
    while (teams.length > 0) {
      if (open.length === 0) {
        ctx.errors.push(`${division.name}: More teams in division than templates support`);
        return done(false);
      }
      assign(ctx, takeRandom(open, random), takeRandom(teams, random));
    }
  }
  return done(true);
}
