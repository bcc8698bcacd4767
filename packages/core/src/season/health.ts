import { addDays } from '../league/dates';
import { HEALTH_CHECKS } from './healthChecks';
import type { SeasonHealthResult } from './healthResult';
import type { ScheduleDivision, ScheduleTeam, SeasonSchedule } from './schedule';
import { divisionPlaceholders, type Template } from './template';

/*
 * A season's health: the nine checks over its schedule (GET /api/Season/{id}/health), and a
 * template's health, the same checks over the template played as a season.
 */

/**
 * Runs every check. `dataErrors` (the division data's, shown to ImportData callers) come first in
 * `errors` and make the season unhealthy. A season without divisions is healthy, with a warning.
 */
export function seasonHealth(
  schedule: SeasonSchedule,
  dataErrors: readonly string[] = [],
): SeasonHealthResult {
  if (schedule.divisions.length === 0) {
    return { success: true, errors: [...dataErrors], warnings: ['No divisions'], messages: [], checks: {} };
  }
  const checks: SeasonHealthResult['checks'] = {};
  let success = dataErrors.length === 0;
  for (const check of HEALTH_CHECKS) {
    const result = check.run(schedule);
    checks[check.name] = result;
    success = success && result.success;
  }
  return { success, errors: [...dataErrors], warnings: [], messages: [], checks };
}

/** The first date of a template played as a season (template date i is this + 7i days). */
export const TEMPLATE_SEASON_START = '2023-01-01';

/**
 * A template as a season: divisions "Division 1".., each placeholder a team named by its code;
 * placeholders of a shared-address group (of the division or the season) share the address made of
 * the group's codes joined with " & ".
 */
export function templateSchedule(template: Template): SeasonSchedule {
  const address = new Map<string, string>();
  for (const group of template.sharedAddresses)
    for (const code of group) address.set(code, group.join(' & '));
  const divisions: ScheduleDivision[] = template.divisions.map((division, index) => {
    const local = new Map(address);
    for (const group of division.sharedAddresses)
      for (const code of group) local.set(code, group.join(' & '));
    const teams = new Map<string, ScheduleTeam>(
      divisionPlaceholders(division).map((code) => [
        code,
        { id: code, name: code, address: local.get(code) ?? null },
      ]),
    );
    const team = (code: string) => teams.get(code)!;
    return {
      id: `division-${index + 1}`,
      name: `Division ${index + 1}`,
      teams: [...teams.values()],
      dates: division.dates
        .map((date, i) => ({
          date: addDays(TEMPLATE_SEASON_START, 7 * i),
          fixtures: date.fixtures.map((f) => ({ home: team(f.home), away: f.away ? team(f.away) : null })),
        }))
        .filter((d) => d.fixtures.length > 0),
    };
  });
  const weeks = Math.max(0, ...template.divisions.map((d) => d.dates.length));
  return {
    startDate: TEMPLATE_SEASON_START,
    endDate: addDays(TEMPLATE_SEASON_START, 7 * Math.max(0, weeks - 1)),
    divisions,
  };
}

/** The template's health (POST /api/Template/Health; stored on every save as `templateHealth`). */
export function templateHealth(template: Template): SeasonHealthResult {
  return seasonHealth(templateSchedule(template));
}
