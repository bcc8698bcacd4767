import { describe, expect, it } from 'vitest';
import { HIDDEN_VALUE, withSecretsHidden } from './secrets';

describe('withSecretsHidden', () => {
  it("hides an account's password hash and keeps the rest", () => {
    const doc = { name: 'Ann', emailAddress: 'a@b.c', passwordHash: 'scrypt$abc' };
    expect(withSecretsHidden('user', doc)).toEqual({ name: 'Ann', emailAddress: 'a@b.c', passwordHash: HIDDEN_VALUE });
    expect(doc.passwordHash).toBe('scrypt$abc');
  });

  it('leaves tables without secrets as they are', () => {
    const doc = { name: 'Premier', passwordHash: 'not a secret here' };
    expect(withSecretsHidden('division', doc)).toBe(doc);
  });
});
