import { addDays, formatDate } from '../league/dates';
import { seasonHealth } from './health';
import type { SeasonHealthResult } from './healthResult';
import { assignPlaceholders } from './placeholders';
import type { RandomSource } from './random';
import type { ScheduleDate, ScheduleDivision, ScheduleTeam } from './schedule';
import type { Template } from './template';

/*
 * A season's fixtures proposed from a template (POST /api/Template/Propose/). Nothing is saved: the
 * wizard saves each proposed fixture through the fixture path. See docs/domain.md, "Season tools".
 */

/** A season division as the proposal reads it: its teams, its schedule so far, and its busy dates. */
export interface ProposalDivision extends ScheduleDivision {
  /** Dates with league fixtures, notes or tournaments already: those weeks are skipped. */
  busyDates: readonly string[];
}

export interface ProposalInput {
  template: Template;
  season: { startDate: string; endDate: string };
  /** The season's divisions in order; template division i goes to division i. */
  divisions: readonly ProposalDivision[];
  /** Placeholder -> team id, asked for by the secretary; kept first. */
  placeholderMappings?: Readonly<Record<string, string>>;
  /** Weeks the secretary leaves out (holidays, finals night), by their date: skipped like busy ones. */
  skipDates?: readonly string[];
  random: RandomSource;
}

export interface ProposedFixture {
  date: string;
  home: ScheduleTeam;
  away: ScheduleTeam | null;
}

export interface ProposedDivision {
  id: string;
  name: string;
  fixtures: ProposedFixture[];
}

export interface Proposal {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
  placeholderMappings: Record<string, ScheduleTeam>;
  divisions: ProposedDivision[];
  /** The health of the season with the proposed fixtures added. */
  health: SeasonHealthResult;
}

export const CANNOT_ASSIGN_ALL = 'Could not assign all teams to placeholders in the template';
export const CANNOT_CREATE_ALL = 'Could not create all fixtures/dates from the template';

/**
 * Walks the weeks from the season's start: a week on which any division is busy, or one left out
 * (`skipDates`), is skipped; each free week takes the next template date for every division, so
 * the fixtures move on. A placeholder without a team skips its fixture (with a warning); fixtures
 * after the season's end make an error.
 */
export function placeFixtures(
  template: Template,
  input: Pick<ProposalInput, 'season' | 'divisions' | 'skipDates'>,
  mappings: ReadonlyMap<string, ScheduleTeam>,
): { divisions: ProposedDivision[]; errors: string[]; warnings: string[] } {
  const busy = new Set(
    [...input.divisions.flatMap((d) => d.busyDates), ...(input.skipDates ?? [])].map((x) => x.slice(0, 10)),
  );
  const divisions: ProposedDivision[] = input.divisions.map((d) => ({
    id: d.id,
    name: d.name,
    fixtures: [],
  }));
  const missing = new Set<string>();
  const weeks = Math.max(0, ...template.divisions.slice(0, divisions.length).map((d) => d.dates.length));
  let date = input.season.startDate.slice(0, 10);
  let last = '';
  for (let index = 0; index < weeks; date = addDays(date, 7)) {
    if (busy.has(date)) continue;
    divisions.forEach((division, i) => {
      for (const f of template.divisions[i]?.dates[index]?.fixtures ?? []) {
        const home = mappings.get(f.home);
        const away = f.away ? mappings.get(f.away) : null;
        if (!home || away === undefined) {
          missing.add(home ? f.away! : f.home);
          continue;
        }
        division.fixtures.push({ date, home, away });
        last = date;
      }
    });
    index++;
  }
  const errors: string[] = [];
  const warnings = [...missing].map((p) => `Could not find a team for a fixture - ${p}`);
  if (missing.size > 0) warnings.push(CANNOT_CREATE_ALL);
  if (last !== '' && last > input.season.endDate.slice(0, 10)) {
    errors.push(
      `Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on ${formatDate(last, { weekday: false, padDay: true })}`,
    );
  }
  return { divisions, errors, warnings };
}

/** The season's schedule with the proposed fixtures added to each division's dates. */
export function withProposals(
  season: ProposalInput['season'],
  existing: readonly ScheduleDivision[],
  proposed: readonly ProposedDivision[],
) {
  return {
    startDate: season.startDate,
    endDate: season.endDate,
    divisions: existing.map((division, i) => {
      const byDate = new Map<string, ScheduleDate>(
        division.dates.map((d) => [d.date, { ...d, fixtures: [...d.fixtures] }]),
      );
      for (const f of proposed[i]?.fixtures ?? []) {
        const group = byDate.get(f.date) ?? { date: f.date, fixtures: [] };
        group.fixtures.push({ home: f.home, away: f.away });
        byDate.set(f.date, group);
      }
      return {
        id: division.id,
        name: division.name,
        teams: division.teams,
        dates: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
      };
    }),
  };
}

export function proposeSeason(input: ProposalInput): Proposal {
  const assignment = assignPlaceholders(
    input.template,
    input.divisions,
    { ...input.placeholderMappings },
    input.random,
  );
  const placeholderMappings = Object.fromEntries(assignment.mappings);
  if (!assignment.success) {
    const divisions = input.divisions.map((d) => ({ id: d.id, name: d.name, fixtures: [] }));
    return {
      success: false,
      errors: assignment.errors,
      warnings: [CANNOT_ASSIGN_ALL],
      messages: [],
      placeholderMappings,
      divisions,
      health: seasonHealth(withProposals(input.season, input.divisions, divisions)),
    };
  }
  const placed = placeFixtures(input.template, input, assignment.mappings);
  return {
    success: placed.errors.length === 0 && placed.warnings.length === 0,
    errors: placed.errors,
    warnings: placed.warnings,
    messages: [],
    placeholderMappings,
    divisions: placed.divisions,
    health: seasonHealth(withProposals(input.season, input.divisions, placed.divisions)),
  };
}
