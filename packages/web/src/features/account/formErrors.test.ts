import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client';
import { accountFormErrors, splitFieldErrors } from './formErrors';

describe('splitFieldErrors', () => {
  it('files messages under the field whose label starts them and keeps the rest general', () => {
    expect(
      splitFieldErrors(
        ['Password must be at least 8 characters', 'Name is required', 'Email address is taken', 'Plain'],
        ['password', 'name'],
      ),
    ).toEqual({
      fields: { password: ['Password must be at least 8 characters'], name: ['Name is required'] },
      general: ['Email address is taken', 'Plain'],
    });
  });
});

describe('accountFormErrors', () => {
  const error = (status: number, errors: string[]) =>
    new ApiError(errors[0] ?? 'x', status, 'POST', '/api', { errors });

  it('prefers fixed texts, then the server message, then the fallback', () => {
    expect(accountFormErrors(error(409, ['dup']), [], { fixed: { 409: 'Exists' } }).general).toEqual([
      'Exists',
    ]);
    expect(accountFormErrors(error(401, ['Nope']), [], { fallback: { 401: 'Wrong' } }).general).toEqual([
      'Nope',
    ]);
    expect(accountFormErrors(error(401, []), [], { fallback: { 401: 'Wrong' } }).general).toEqual(['Wrong']);
    expect(accountFormErrors(error(429, []), []).general).toEqual([
      'Too many sign-in attempts, try again in a minute',
    ]);
    expect(accountFormErrors(null, [])).toEqual({ fields: {}, general: [] });
  });
});
