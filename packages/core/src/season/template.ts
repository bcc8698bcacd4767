/*
 * A season template (docs/domain.md, "Season tools"): per division, weekly dates of fixtures between
 * placeholders ("A", "B", ...), plus groups of placeholders that share a venue, within a division
 * (`divisions[i].sharedAddresses`) and across the season (`sharedAddresses`). A fixture without
 * `away` is a bye. Template date i is week i of the season (weeks with other events are skipped).
 */

export interface TemplateFixture {
  home: string;
  away?: string | null;
}

export interface TemplateDate {
  fixtures: TemplateFixture[];
}

export interface TemplateDivision {
  sharedAddresses: string[][];
  dates: TemplateDate[];
}

export interface Template {
  id: string;
  name: string;
  description?: string | null;
  divisions: TemplateDivision[];
  sharedAddresses: string[][];
}

/** Every placeholder a division's fixtures use (home and away), in order of first use. */
export function divisionPlaceholders(division: TemplateDivision): string[] {
  const seen = new Set<string>();
  for (const date of division.dates) {
    for (const f of date.fixtures) {
      seen.add(f.home);
      if (f.away) seen.add(f.away);
    }
  }
  return [...seen];
}

/** The placeholders a division's fixtures use at home (the ones teams are assigned to). */
export function homePlaceholders(division: TemplateDivision): string[] {
  const seen = new Set<string>();
  for (const date of division.dates) for (const f of date.fixtures) seen.add(f.home);
  return [...seen];
}
