import { EMPTY_ID } from '../../contract/common';

/*
 * Readers of the original system's stored documents (docs/decisions/028): PascalCase properties
 * (`Name`, `DivisionId`), `id` in lower case, Cosmos fields (`_rid`, `_ts`, ...) ignored. Each
 * reader also takes the camelCase spelling, and tolerates absent or mistyped values: an export is
 * input, never trusted.
 */

/** A stored object of the original, or an empty one for anything that is not an object. */
export type Raw = Record<string, unknown>;

export function asRaw(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
}

/** The value of property `name` (PascalCase), else its camelCase spelling. */
export function field(raw: Raw, name: string): unknown {
  if (raw[name] !== undefined) return raw[name];
  return raw[name.charAt(0).toLowerCase() + name.slice(1)];
}

export function obj(raw: Raw, name: string): Raw | null {
  const value = field(raw, name);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
}

export function list(raw: Raw, name: string): Raw[] {
  const value = field(raw, name);
  return Array.isArray(value) ? value.map(asRaw) : [];
}

export function str(raw: Raw, name: string): string | null {
  const value = field(raw, name);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

export function text(raw: Raw, name: string): string {
  return str(raw, name) ?? '';
}

/** A GUID; the empty GUID (the original's "none") reads as null. */
export function guid(raw: Raw, name: string): string | null {
  const value = str(raw, name);
  return value && value !== EMPTY_ID ? value.toLowerCase() : null;
}

/** The document's own id (`id`, or `Id` on nested objects). */
export function idOf(raw: Raw): string | null {
  return guid(raw, 'Id');
}

export function bool(raw: Raw, name: string): boolean {
  return field(raw, name) === true;
}

/** A whole number; numeric strings (the original kept hi-check scores in `Notes`) count. */
export function int(raw: Raw, name: string): number | null {
  const value = field(raw, name);
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** A `YYYY-MM-DD` date from the original's `DateTime` (written without a zone). */
export function date(raw: Raw, name: string): string {
  return text(raw, name).slice(0, 10);
}

/** An instant: an ISO date-time with a zone (the original's audit stamps are UTC). */
export function instant(raw: Raw, name: string): string | null {
  const value = str(raw, name);
  if (!value || value.startsWith('0001-01-01')) return null;
  const withZone = /[zZ]|[+-]\d\d:\d\d$/.test(value.slice(10)) ? value : `${value}Z`;
  const t = Date.parse(withZone);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** The audit stamps of a nested object, as our nested objects keep them. */
export function nestedAudit(raw: Raw): {
  created: string | null;
  author: string | null;
  updated: string | null;
  editor: string | null;
  remover: string | null;
} {
  return {
    created: instant(raw, 'Created'),
    author: str(raw, 'Author'),
    updated: instant(raw, 'Updated'),
    editor: str(raw, 'Editor'),
    remover: str(raw, 'Remover'),
  };
}
