import { venueKey, type ScheduleTeam } from './schedule';
import { divisionPlaceholders, type Template } from './template';

/*
 * Whether a template fits a season (GET /api/Template/ForSeason/{seasonId}): template divisions are
 * paired with the season's divisions by position; every misfit is a warning and makes the template
 * incompatible (the wizard refuses it).
 */

export interface SeasonDivisionTeams {
  id: string;
  name: string;
  teams: ScheduleTeam[];
}

export interface TemplateCompatibility {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
}

/** Groups of two or more teams sharing a venue (address, else name; case-insensitive). */
export function sharedVenueGroups(teams: readonly ScheduleTeam[]): ScheduleTeam[][] {
  const byVenue = new Map<string, ScheduleTeam[]>();
  for (const t of teams) byVenue.set(venueKey(t), [...(byVenue.get(venueKey(t)) ?? []), t]);
  return [...byVenue.values()].filter((g) => g.length > 1);
}

/**
 * Venues shared across divisions: a venue used by exactly one team in each of two or more
 * divisions, with those teams (in division order).
 */
export function crossDivisionVenueGroups(divisions: readonly SeasonDivisionTeams[]): ScheduleTeam[][] {
  const byVenue = new Map<string, ScheduleTeam[]>();
  for (const division of divisions) {
    const counts = new Map<string, ScheduleTeam[]>();
    for (const t of division.teams) counts.set(venueKey(t), [...(counts.get(venueKey(t)) ?? []), t]);
    for (const [key, teams] of counts) {
      if (teams.length === 1) byVenue.set(key, [...(byVenue.get(key) ?? []), teams[0]!]);
    }
  }
  return [...byVenue.values()].filter((g) => g.length > 1);
}

export function templateCompatibility(
  template: Template,
  divisions: readonly SeasonDivisionTeams[],
): TemplateCompatibility {
  const warnings: string[] = [];
  if (template.divisions.length !== divisions.length) {
    warnings.push(`Template has ${template.divisions.length} divisions, season has ${divisions.length}`);
  }
  divisions.forEach((division, index) => {
    const templateDivision = template.divisions[index];
    if (!templateDivision) return;
    const placeholders = divisionPlaceholders(templateDivision).length;
    if (division.teams.length > placeholders) {
      warnings.push(
        `${division.name} has ${division.teams.length} teams, template has fewer (${placeholders})`,
      );
    }
    const shared = sharedVenueGroups(division.teams).length;
    if (shared > templateDivision.sharedAddresses.length) {
      warnings.push(
        `${division.name} has ${shared} shared addresses, template only supports ${templateDivision.sharedAddresses.length}`,
      );
    }
  });
  const across = crossDivisionVenueGroups(divisions).length;
  if (across > template.sharedAddresses.length) {
    warnings.push(
      `Template supports up-to ${template.sharedAddresses.length} cross-division shared addresses, found ${across}`,
    );
  }
  return { success: warnings.length === 0, errors: [], warnings, messages: [] };
}
