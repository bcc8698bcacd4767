import { describe, expect, it } from 'vitest';
import { findByIdOrName } from './idOrName';

describe('findByIdOrName', () => {
  const premier = { id: '6f1c2a9e-0000-4000-8000-000000000001', name: 'Premier Division' };
  const one = { id: '6f1c2a9e-0000-4000-8000-000000000002', name: 'Division One' };

  it('matches an id in any case, or a trimmed name in any case', () => {
    expect(findByIdOrName([premier, one], premier.id.toUpperCase())).toBe(premier);
    expect(findByIdOrName([premier, one], ' division one ')).toBe(one);
    expect(findByIdOrName([premier, one], 'Division Two')).toBeUndefined();
    expect(findByIdOrName([premier, one], '  ')).toBeUndefined();
  });

  it('prefers an id over a name that reads the same', () => {
    const named = { id: 'x', name: one.id };
    expect(findByIdOrName([named, one], one.id)).toBe(one);
  });
});
