import { formatDate } from '../league/dates';
import { compareText } from '../league/sorting';
import { checkResult, type HealthCheckResult } from './healthResult';
import {
  daysBetween,
  venueKey,
  venueName,
  type ScheduleDivision,
  type ScheduleFixture,
  type ScheduleTeam,
  type SeasonSchedule,
} from './schedule';

/*
 * The nine health checks of a season's schedule, named and worded as the league reads them
 * (docs/domain.md, "Season tools"). Week numbers count from the first date: days / 7 + 1.
 */

export const MAX_CONSECUTIVE_HOME_OR_AWAY = 2;
export const MAX_CONSECUTIVE_BYES = 1;
const WEEK = 7;

/** "7 Jan" (or "07 Jan" with `pad`). */
export function dayMonth(date: string, pad = false): string {
  return formatDate(date, { weekday: false, padDay: pad }).replace(/ \d{4}$/, '');
}

const weekOf = (date: string, first: string) => Math.floor(daysBetween(first, date) / WEEK) + 1;
const byName = (teams: readonly ScheduleTeam[]) => [...teams].sort((a, b) => compareText(a.name, b.name));
const involves = (f: ScheduleFixture, teamId: string) => f.home.id === teamId || f.away?.id === teamId;

function allDates(schedule: SeasonSchedule): string[] {
  return [...new Set(schedule.divisions.flatMap((d) => d.dates.map((x) => x.date)))].sort();
}

function startDate(schedule: SeasonSchedule): HealthCheckResult {
  const early = allDates(schedule).filter((d) => d < schedule.startDate.slice(0, 10));
  return checkResult(
    [],
    early.map((d) => `Fixture exists before season start date: ${dayMonth(d)}`),
  );
}

function endDate(schedule: SeasonSchedule): HealthCheckResult {
  const late = allDates(schedule).filter((d) => d > schedule.endDate.slice(0, 10));
  return checkResult(
    [],
    late.map((d) => `Fixture exists after season end date: ${dayMonth(d)}`),
  );
}

function bothLegs(schedule: SeasonSchedule): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of schedule.divisions) {
    const legs = new Map<string, string[]>();
    for (const { date, fixtures } of division.dates) {
      for (const f of fixtures) {
        if (!f.away) continue;
        const key = `${f.home.id}|${f.away.id}`;
        legs.set(key, [...(legs.get(key) ?? []), date]);
      }
    }
    const teams = byName(division.teams);
    for (const home of teams) {
      for (const away of teams) {
        if (home.id === away.id) continue;
        const dates = legs.get(`${home.id}|${away.id}`) ?? [];
        if (dates.length === 0)
          warnings.push(`${division.name}: Missing fixture for ${home.name} vs ${away.name}`);
        if (dates.length > 1) {
          const shown = dates.map((d) => dayMonth(d)).join(', ');
          warnings.push(`${division.name}: Multiple fixtures for ${home.name} vs ${away.name} (${shown})`);
        }
      }
    }
  }
  return checkResult([], warnings);
}

function consecutiveHomeOrAway(schedule: SeasonSchedule): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of schedule.divisions) {
    const first = division.dates[0]?.date;
    if (!first) continue;
    for (const team of division.teams) {
      let run: { at: 'home' | 'away'; date: string }[] = [];
      const flush = () => {
        if (run.length > MAX_CONSECUTIVE_HOME_OR_AWAY) {
          const [a, z] = [run[0]!, run[run.length - 1]!];
          warnings.push(
            `${division.name}: ${team.name} is playing ${run.length} fixtures in a row at ${a.at} weeks ${weekOf(a.date, first)} - ${weekOf(z.date, first)}`,
          );
        }
        run = [];
      };
      for (const { date, fixtures } of division.dates) {
        const played = fixtures.filter((f) => f.away && involves(f, team.id));
        if (played.length === 0) {
          // A week or more without a fixture (a bye or no date) ends the run.
          const last = run[run.length - 1];
          if (last && daysBetween(last.date, date) >= WEEK) flush();
          continue;
        }
        const at = played.some((f) => f.home.id === team.id) ? 'home' : 'away';
        if (run.some((e) => e.at !== at)) flush();
        run.push({ at, date });
      }
      flush();
    }
  }
  return checkResult([], warnings);
}

function playingThemselves(schedule: SeasonSchedule): HealthCheckResult {
  const errors: string[] = [];
  for (const division of schedule.divisions) {
    for (const { date, fixtures } of division.dates) {
      for (const f of fixtures) {
        if (f.away && f.away.id === f.home.id) {
          errors.push(`Found ${f.home.name} playing against themselves on ${dayMonth(date)}`);
        }
      }
    }
  }
  return checkResult(errors);
}

function multipleOnOneDate(schedule: SeasonSchedule): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of schedule.divisions) {
    for (const team of byName(division.teams)) {
      for (const { date, fixtures } of division.dates) {
        if (fixtures.filter((f) => f.home.id === team.id).length > 1) {
          warnings.push(`${division.name}: ${team.name} is playing multiple fixtures on ${dayMonth(date)}`);
        }
      }
    }
  }
  return checkResult([], warnings);
}

function venues(schedule: SeasonSchedule): HealthCheckResult {
  const warnings: string[] = [];
  const dates = allDates(schedule);
  const first = dates[0];
  const byDate = new Map<string, ScheduleFixture[]>();
  for (const division of schedule.divisions) {
    for (const { date, fixtures } of division.dates) {
      byDate.set(date, [...(byDate.get(date) ?? []), ...fixtures.filter((f) => f.away)]);
    }
  }
  for (const date of dates) {
    const groups = new Map<string, { name: string; count: number }>();
    for (const f of byDate.get(date) ?? []) {
      const key = venueKey(f.home);
      const group = groups.get(key) ?? { name: venueName(f.home), count: 0 };
      group.count++;
      groups.set(key, group);
    }
    for (const { name, count } of groups.values()) {
      if (count > 1)
        warnings.push(`${name} is being used for ${count} fixtures on week ${weekOf(date, first!)}`);
    }
  }
  return checkResult([], warnings);
}

function consecutiveByes(schedule: SeasonSchedule): HealthCheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const division of schedule.divisions) {
    for (const team of division.teams) {
      let byes: string[] = [];
      const flush = () => {
        if (byes.length > MAX_CONSECUTIVE_BYES) {
          warnings.push(
            `${division.name}: ${team.name} has ${byes.length} byes in a row from ${dayMonth(byes[0]!)} - ${dayMonth(byes[byes.length - 1]!)}`,
          );
        }
        byes = [];
      };
      for (const { date, fixtures } of division.dates) {
        const own = fixtures.filter((f) => involves(f, team.id));
        if (own.length > 1) {
          errors.push(
            `${division.name}: Found multiple fixtures on ${dayMonth(date, true)} for ${team.name}`,
          );
          continue;
        }
        if (own[0]?.away) flush();
        else if (own[0]) byes.push(date);
      }
      flush();
    }
  }
  return checkResult(errors, warnings);
}

function sameNumberOfWeeks(schedule: SeasonSchedule): HealthCheckResult {
  if (schedule.divisions.length <= 1) return checkResult();
  const byCount = new Map<number, ScheduleDivision[]>();
  for (const d of schedule.divisions)
    byCount.set(d.dates.length, [...(byCount.get(d.dates.length) ?? []), d]);
  if (byCount.size === 1) return checkResult();
  const ranked = [...byCount.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  const [expected] = ranked[0]!;
  const others = ranked
    .slice(1)
    .sort((a, b) => a[0] - b[0])
    .map(([weeks, divisions]) => `${weeks} weeks in ${divisions.map((d) => d.name).join(' & ')}`);
  return checkResult([
    `Some divisions have a different number of weeks, expected: ${expected} weeks, found ${others.join(', ')}`,
  ]);
}

/** The nine checks in the order they are shown, by name. */
export const HEALTH_CHECKS: readonly {
  name: string;
  run: (schedule: SeasonSchedule) => HealthCheckResult;
}[] = [
  { name: 'All fixtures on or after start date', run: startDate },
  { name: 'All fixtures on or before end date', run: endDate },
  { name: 'Teams have both legs defined', run: bothLegs },
  {
    name: `No more than ${MAX_CONSECUTIVE_HOME_OR_AWAY} consecutive home or away fixtures`,
    run: consecutiveHomeOrAway,
  },
  { name: "Teams aren't configured to play against themselves", run: playingThemselves },
  { name: 'Teams are not playing multiple fixtures on the same date', run: multipleOnOneDate },
  { name: 'Venues do not have multiple fixtures on the same date', run: venues },
  { name: `No more than ${MAX_CONSECUTIVE_BYES} consecutive byes`, run: consecutiveByes },
  { name: 'All divisions should have the same number of weeks', run: sameNumberOfWeeks },
];
