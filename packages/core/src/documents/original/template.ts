import type { TemplateFixture } from '../../season/template';
import type { TemplateDoc } from '../template';
import { field, list, str, text, type Raw } from './read';

/*
 * The original's season templates. A group of placeholders sharing a venue was stored as
 * `{Teams: [...]}` (or as a bare list); notes on template dates have no home here and are left out.
 * The template's health is computed again on its next save, so none is carried over.
 */

function mapSharedAddresses(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value
    .map((group: unknown) => {
      const teams = Array.isArray(group) ? group : field((group ?? {}) as Raw, 'Teams');
      return Array.isArray(teams)
        ? teams.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim())
        : [];
    })
    .filter((group) => group.length > 0);
}

function mapFixture(raw: Raw): TemplateFixture | null {
  const home = text(raw, 'Home');
  if (!home) return null;
  return { home, away: str(raw, 'Away') || null };
}

export function mapTemplate(raw: Raw): TemplateDoc {
  return {
    name: text(raw, 'Name'),
    description: str(raw, 'Description') || null,
    divisions: list(raw, 'Divisions').map((division) => ({
      sharedAddresses: mapSharedAddresses(field(division, 'SharedAddresses')),
      dates: list(division, 'Dates').map((d) => ({
        fixtures: list(d, 'Fixtures')
          .map(mapFixture)
          .filter((f): f is TemplateFixture => f !== null),
      })),
    })),
    sharedAddresses: mapSharedAddresses(field(raw, 'SharedAddresses')),
    templateHealth: null,
  };
}
