import { ENTER_A_CODE, templateHealthRequestSchema, type TemplateDto } from '@darts/core/contract/template';
import { divisionPlaceholders } from '@darts/core/season/template';

/*
 * The template editor's draft: what PUT /api/Template/ saves, kept as plain data the visual and text
 * editors both change (docs/domain.md, "Season tools"). The shape's rules are the contract's
 * (`templateHealthRequestSchema`); the editor only checks the text against them.
 */

export interface DraftFixture {
  home: string;
  away: string | null;
}
export interface DraftDivision {
  sharedAddresses: string[][];
  dates: { fixtures: DraftFixture[] }[];
}
/** The part of a template the visual and text editors show. */
export interface TemplateShape {
  divisions: DraftDivision[];
  sharedAddresses: string[][];
}
export interface TemplateDraft extends TemplateShape {
  name: string;
  description: string;
}

export function newDraft(): TemplateDraft {
  return { name: '', description: '', divisions: [{ sharedAddresses: [], dates: [] }], sharedAddresses: [] };
}

export function draftOf(template: TemplateDto): TemplateDraft {
  return {
    name: template.name,
    description: template.description ?? '',
    divisions: template.divisions.map((d) => ({
      sharedAddresses: d.sharedAddresses.map((g) => [...g]),
      dates: d.dates.map((date) => ({
        fixtures: date.fixtures.map((f) => ({ home: f.home, away: f.away })),
      })),
    })),
    sharedAddresses: template.sharedAddresses.map((g) => [...g]),
  };
}

/** The text mode's JSON: the divisions and the season's shared addresses. */
export function shapeText(shape: TemplateShape): string {
  return JSON.stringify({ sharedAddresses: shape.sharedAddresses, divisions: shape.divisions }, null, 2);
}

/** The text mode's JSON read back, or why it cannot be (saving is disabled until it can). */
export function parseShapeText(text: string): { shape: TemplateShape } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This is not valid JSON' };
  }
  const parsed = templateHealthRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.');
    return { error: where ? `${where}: ${issue.message}` : issue.message };
  }
  return {
    shape: {
      sharedAddresses: parsed.data.sharedAddresses,
      divisions: parsed.data.divisions.map((d) => ({
        sharedAddresses: d.sharedAddresses,
        dates: d.dates.map((date) => ({
          fixtures: date.fixtures.map((f) => ({ home: f.home, away: f.away ?? null })),
        })),
      })),
    },
  };
}

/** Every team code the template uses, in fixtures or shared addresses, in order. */
export function allCodes(shape: TemplateShape): string[] {
  const codes = new Set<string>();
  for (const division of shape.divisions) {
    for (const code of divisionPlaceholders(division)) codes.add(code);
    for (const group of division.sharedAddresses) for (const code of group) codes.add(code);
  }
  for (const group of shape.sharedAddresses) for (const code of group) codes.add(code);
  return [...codes].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** A copy of the shape changed by `change` (the draft is never changed in place). */
export function edit<T extends TemplateShape>(shape: T, change: (copy: T) => void): T {
  const copy = structuredClone(shape);
  change(copy);
  return copy;
}

/** The shape without a team code: its fixtures (home or away) and its places in shared addresses. */
export function removeCode<T extends TemplateShape>(shape: T, code: string): T {
  const withoutCode = (groups: string[][]) =>
    groups.map((g) => g.filter((c) => c !== code)).filter((g) => g.length > 0);
  return edit(shape, (copy) => {
    copy.sharedAddresses = withoutCode(copy.sharedAddresses);
    for (const division of copy.divisions) {
      division.sharedAddresses = withoutCode(division.sharedAddresses);
      for (const date of division.dates) {
        date.fixtures = date.fixtures.filter((f) => f.home !== code && f.away !== code);
      }
    }
  });
}

/** A typed team code, trimmed, or the editor's message (a code is needed, without spaces). */
export function readCode(text: string, missing: string = ENTER_A_CODE): { code: string } | { error: string } {
  const code = text.trim();
  if (code === '') return { error: missing };
  if (/\s/.test(code)) return { error: 'A team code cannot contain spaces' };
  return { code };
}
