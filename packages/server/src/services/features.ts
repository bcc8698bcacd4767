import {
  KNOWN_FEATURES,
  type Feature,
  type FeatureValueType,
  type UpdateFeatureRequest,
} from '@darts/core/contract/feature';
import type { AppContext } from '#server/context';
import type { Stored } from '#server/db/documents';
import type { FeatureDoc, UserDoc } from '#server/db/docs';
import { badRequest } from '#server/errors';

const TIMESPAN = /^(\d+\.)?([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,7})?)?$/;

/** True when `value` is a valid value of the type (TimeSpan as `days.hh:mm:ss`). */
export function valueMatchesType(value: string, type: FeatureValueType): boolean {
  switch (type) {
    case 'Boolean':
      return /^(true|false)$/i.test(value);
    case 'Integer':
      return /^-?\d{1,15}$/.test(value);
    case 'Decimal':
      return /^-?\d{1,15}(\.\d{1,10})?$/.test(value);
    case 'TimeSpan':
      return TIMESPAN.test(value);
    case 'String':
      return true;
  }
}

/** Normalises equal values written differently (`1:00` vs `0.01:00:00`) for the default comparison. */
function canonical(value: string, type: FeatureValueType): string {
  if (type === 'Boolean') return value.toLowerCase();
  if (type === 'Integer' || type === 'Decimal') return String(Number(value));
  if (type === 'TimeSpan') {
    const match = TIMESPAN.exec(value);
    if (!match) return value;
    const [days, rest] =
      value.includes('.') && value.indexOf('.') < value.indexOf(':') ? value.split(/\.(.*)/s) : ['0', value];
    const [h = '0', m = '0', s = '0'] = (rest ?? '').split(':');
    return `${Number(days)}.${Number(h)}:${Number(m)}:${Number(s)}`;
  }
  return value;
}

export async function listFeatures(ctx: AppContext): Promise<Feature[]> {
  const configured = new Map((await ctx.repos.features.list()).map((f) => [f.id, f]));
  return KNOWN_FEATURES.map((known) => {
    const stored = configured.get(known.id);
    return {
      id: known.id,
      name: known.name,
      description: known.description,
      valueType: known.valueType,
      defaultValue: known.defaultValue,
      configuredValue: stored?.doc.configuredValue ?? null,
      updated: stored?.updated ?? null,
      editor: stored?.editor ?? null,
    };
  });
}

/**
 * Sets or clears a feature's configured value. The value is trimmed and type-checked; an empty
 * value, or one equal to the default, is saved as unset.
 */
export async function updateFeature(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  request: UpdateFeatureRequest,
): Promise<{ feature: Feature; messages: string[] }> {
  const known = KNOWN_FEATURES.find((f) => f.id === request.id.toLowerCase());
  if (!known) throw badRequest(`The feature ${request.id} isn't known`);
  const value = (request.configuredValue ?? '').trim();
  const stamp = { name: caller.doc.name, now: ctx.now() };
  const existing = await ctx.repos.features.get(known.id);
  const unset =
    value === '' || canonical(value, known.valueType) === canonical(known.defaultValue, known.valueType);
  if (!unset && !valueMatchesType(value, known.valueType)) {
    throw badRequest(`configuredValue: isn't compatible, it must be a ${known.valueType}`);
  }
  const doc: FeatureDoc = { configuredValue: known.valueType === 'Boolean' ? value.toLowerCase() : value };
  if (unset) {
    if (existing && !existing.deleted) await ctx.repos.features.softDelete(existing, stamp);
  } else if (existing) {
    await ctx.repos.features.replace(existing, doc, stamp);
  } else {
    await ctx.repos.features.insert(known.id, doc, stamp);
  }
  const feature = (await listFeatures(ctx)).find((f) => f.id === known.id);
  if (!feature) throw new Error('feature vanished');
  return { feature, messages: [unset ? 'Feature reset to its default' : 'Feature updated'] };
}
