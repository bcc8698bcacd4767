import { describe, expect, it } from 'vitest';
import { configuredValueToSave, validateFeatureValue } from './featureValue';

describe('feature values', () => {
  it.each([
    ['Boolean', 'true', null],
    ['Boolean', 'yes', 'Choose true or false'],
    ['Integer', '-3', null],
    ['Integer', '1.5', 'Enter a whole number'],
    ['Decimal', '1.5', null],
    ['Decimal', 'abc', 'Enter a number'],
    ['TimeSpan', '1.02:00:00', null],
    ['TimeSpan', '0.23:59:59', null],
    ['TimeSpan', '02:00:00', 'Enter days.hours:minutes:seconds, e.g. 1.02:00:00'],
    ['TimeSpan', '1.24:00:00', 'Enter days.hours:minutes:seconds, e.g. 1.02:00:00'],
    ['String', 'anything', null],
    ['Integer', '', null],
  ] as const)('%s %j is %j', (valueType, value, problem) => {
    expect(validateFeatureValue(valueType, value)).toBe(problem);
  });

  it('saves empty values and values equal to the default as unset', () => {
    expect(configuredValueToSave({ valueType: 'Boolean', defaultValue: 'false' }, '')).toBeNull();
    expect(configuredValueToSave({ valueType: 'Boolean', defaultValue: 'false' }, 'false')).toBeNull();
    expect(configuredValueToSave({ valueType: 'Boolean', defaultValue: 'false' }, 'true')).toBe('true');
    expect(configuredValueToSave({ valueType: 'Decimal', defaultValue: '1.5' }, '1.50')).toBeNull();
    expect(
      configuredValueToSave({ valueType: 'TimeSpan', defaultValue: '0.00:00:00' }, '0.00:00:00'),
    ).toBeNull();
    expect(configuredValueToSave({ valueType: 'TimeSpan', defaultValue: '0.00:00:00' }, ' 1.02:00:00 ')).toBe(
      '1.02:00:00',
    );
    expect(configuredValueToSave({ valueType: 'String', defaultValue: 'x' }, '  ')).toBeNull();
  });
});
