import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeRedirectPath } from '../account/redirect';
import { passwordProblem } from '../account/password';
import { signUpRequestSchema } from './account';
import { ID_MESSAGE, idSchema } from './common';
import { editNoteRequestSchema } from './note';
import { editTeamRequestSchema } from './team';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ids', () => {
  it.each([
    '00000000-0000-0000-0000-00000000abcd',
    '0F8FAD5B-D9CB-469F-A165-70867728950E',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  ])('accept any GUID written 8-4-4-4-12 (%s)', (id) => {
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it.each([
    '',
    'abc',
    '3f2504e04f8911d39a0c0305e82c3301',
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    'g0000000-0000-0000-0000-000000000000',
  ])('refuse anything else in plain words (%s)', (id) => {
    expect(errorsOf(z.object({ id: idSchema }), { id })).toEqual([`id: ${ID_MESSAGE}`]);
    expect(ID_MESSAGE).not.toMatch(/GUID/);
  });
});

describe('text fields', () => {
  const team = {
    name: 'The Bell',
    divisionId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    seasonId: '3f2504e0-4f89-11d3-9a0c-0305e82c3302',
  };

  it.each(['\u0000', '\t', '\n', '\u001b', '\u007f', '\u0085'])(
    'refuse control characters, naming the field (%j)',
    (c) => {
      expect(errorsOf(editTeamRequestSchema, { ...team, name: `The${c}Bell` })).toEqual([
        'name: Team name cannot contain tabs, line breaks or other control characters',
      ]);
      expect(errorsOf(editTeamRequestSchema, { ...team, address: `High${c}Street` })).toEqual([
        'address: Address cannot contain tabs, line breaks or other control characters',
      ]);
    },
  );

  it('let a multi-line text keep its line breaks and tabs, but not NUL', () => {
    const note = { date: '2026-11-01', seasonId: team.seasonId };
    expect(errorsOf(editNoteRequestSchema, { ...note, note: 'Bring\n\tdarts\r\n' })).toEqual([]);
    expect(errorsOf(editNoteRequestSchema, { ...note, note: 'Bring\u0000darts' })).toEqual([
      'note: Note cannot contain control characters',
    ]);
  });

  it('keep their other rules: trimmed, required, at most so many characters', () => {
    expect(editTeamRequestSchema.parse({ ...team, name: '  The Bell ' }).name).toBe('The Bell');
    expect(errorsOf(editTeamRequestSchema, { ...team, name: '   ' })).toEqual([
      'name: You must enter a team name',
    ]);
    expect(errorsOf(editTeamRequestSchema, { ...team, name: 'x'.repeat(101) })).toEqual([
      'name: must be at most 100 characters',
    ]);
  });
});

describe('sign-up passwords', () => {
  const signUp = { emailAddress: 'sam@example.org', name: 'Sam' };

  it.each([
    ['        ', 'password: must not be blank: choose letters, numbers or symbols, not only spaces'],
    ['password', 'password: is one of the most common passwords: choose one that is harder to guess'],
    ['Password1', 'password: is one of the most common passwords: choose one that is harder to guess'],
    ['12345678', 'password: is one of the most common passwords: choose one that is harder to guess'],
    ['zzzzzzzzzz', 'password: is one of the most common passwords: choose one that is harder to guess'],
    ['short', 'password: must be at least 8 characters'],
  ])('refuse %j', (password, message) => {
    expect(errorsOf(signUpRequestSchema, { ...signUp, password })).toEqual([message]);
  });

  it('accept a password that is long enough and not a common one', () => {
    expect(passwordProblem('oche-at-the-bell-7')).toBeNull();
    expect(errorsOf(signUpRequestSchema, { ...signUp, password: 'correct horse battery' })).toEqual([]);
  });
});

describe('redirect targets', () => {
  it.each([
    ['/x?q=€', '/x?q=%E2%82%AC'],
    ['/Überliga', '/%C3%9Cberliga'],
    ['/a b', '/a%20b'],
    ['/already%20encoded', '/already%20encoded'],
    ['/x\u0001', '/'],
    ['https://evil.example/', '/'],
  ])('percent-encode what a Location header cannot carry (%j)', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
