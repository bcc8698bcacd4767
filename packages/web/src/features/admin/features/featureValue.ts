import type { Feature, FeatureValueType } from '@darts/core/contract/feature';

const TIME_SPAN = /^(\d+)\.([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** A message when `value` is not a valid value of the type; empty values mean "the default". */
export function validateFeatureValue(valueType: FeatureValueType, value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  switch (valueType) {
    case 'Boolean':
      return v === 'true' || v === 'false' ? null : 'Choose true or false';
    case 'Integer':
      return /^-?\d+$/.test(v) ? null : 'Enter a whole number';
    case 'Decimal':
      return /^-?(\d+\.?\d*|\.\d+)$/.test(v) ? null : 'Enter a number';
    case 'TimeSpan':
      return TIME_SPAN.test(v) ? null : 'Enter days.hours:minutes:seconds, e.g. 1.02:00:00';
    case 'String':
      return null;
  }
}

function sameValue(valueType: FeatureValueType, a: string, b: string): boolean {
  if (valueType === 'Integer' || valueType === 'Decimal') return Number(a) === Number(b);
  if (valueType === 'TimeSpan') {
    const x = TIME_SPAN.exec(a);
    const y = TIME_SPAN.exec(b);
    if (x && y) return x.slice(1).every((part, i) => Number(part) === Number(y[i + 1]));
  }
  return a === b;
}

/** A value equal to the default, or empty, is saved as unset (null). */
export function configuredValueToSave(
  feature: Pick<Feature, 'valueType' | 'defaultValue'>,
  input: string,
): string | null {
  const v = input.trim();
  if (v === '' || sameValue(feature.valueType, v, feature.defaultValue)) return null;
  return v;
}
