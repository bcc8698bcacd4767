import type { TemplateDto } from '@darts/core/contract/template';
import { crossDivisionVenueGroups, sharedVenueGroups } from '@darts/core/season/compatibility';

/*
 * Which teams of the season share a venue, by the proposal's own rules (core season/compatibility.ts):
 * two or more teams of a division at one venue, or one team in each of two or more divisions. A team
 * at a venue with two teams in its own division and one in another shares only within its division,
 * as the proposal places it.
 */

export interface WizardTeam {
  id: string;
  name: string;
  address: string | null;
}

export interface WizardDivision {
  id: string;
  name: string;
  teams: WizardTeam[];
}

/** The size of each shared-venue team's group, by team id (teams not sharing are absent). */
export function sharedVenueSizes(divisions: readonly WizardDivision[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const group of crossDivisionVenueGroups(divisions))
    for (const team of group) sizes.set(team.id, group.length);
  for (const division of divisions)
    for (const group of sharedVenueGroups(division.teams))
      for (const team of group) sizes.set(team.id, group.length);
  return sizes;
}

/** The template's shared-address groups: across the season, then each division's. */
export const templateGroups = (template: TemplateDto): string[][] => [
  ...template.sharedAddresses,
  ...template.divisions.flatMap((d) => d.sharedAddresses),
];

/** Problems of the chosen teams: a shared venue's team count must equal its group's size. */
export function assignmentProblems(
  template: TemplateDto,
  divisions: readonly WizardDivision[],
  mappings: Record<string, string>,
): string[] {
  const sizes = sharedVenueSizes(divisions);
  const teams = new Map(divisions.flatMap((d) => d.teams).map((t) => [t.id, t]));
  const groups = templateGroups(template);
  const problems: string[] = [];
  for (const [code, teamId] of Object.entries(mappings)) {
    const team = teams.get(teamId);
    const group = groups.find((g) => g.includes(code));
    if (!team || !group) continue;
    const count = sizes.get(team.id) ?? 1;
    if (count !== group.length) {
      problems.push(
        `${code}: ${team.name} shares its venue with ${count} teams, the group needs ${group.length}`,
      );
    }
  }
  return problems;
}
