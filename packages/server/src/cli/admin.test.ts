import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '#server/app';
import { testConfig } from '#server/config';
import { findUserByEmail, authenticate } from '#server/services/accounts';
import { runAdmin } from './admin';

describe('npm run admin -- create-user', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darts-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const captured: string[] = [];
  const out = {
    log: (m: string) => captured.push(m),
    error: (m: string) => captured.push(m),
  } as unknown as Console;

  it('creates an account with the named flags, then updates it', async () => {
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    expect(
      await runAdmin(
        [
          'create-user',
          '--email',
          'Clerk@Example.org',
          '--password',
          'league night',
          '--name',
          'Carol Clerk',
          '--access',
          'inputResults,useWebSockets',
        ],
        env,
        out,
      ),
    ).toBe(0);
    expect(captured.at(-1)).toBe(
      'Created clerk@example.org (Carol Clerk) with access: inputResults, useWebSockets',
    );
    expect(
      await runAdmin(
        [
          'create-user',
          '--email',
          'clerk@example.org',
          '--password',
          'new password',
          '--name',
          'Carol C',
          '--access',
          'all',
        ],
        env,
        out,
      ),
    ).toBe(0);
    expect(captured.at(-1)).toMatch(/^Updated clerk@example.org \(Carol C\) with access: managePlayers, /);

    const ctx = await createContext(testConfig({ DATA_DIR: dir }));
    try {
      const user = await findUserByEmail(ctx, 'clerk@example.org');
      // `all` is every permission; kiosk mode (a display choice) stays off.
      const { kioskMode, ...permissions } = user!.doc.access;
      expect(Object.values(permissions).every(Boolean)).toBe(true);
      expect(kioskMode).toBe(false);
      await expect(authenticate(ctx, 'clerk@example.org', 'new password')).resolves.toBeTruthy();
    } finally {
      await ctx.db.close();
    }
  });

  it('refuses bad arguments with the usage and exit code 2', async () => {
    expect(
      await runAdmin(
        ['create-user', '--email', 'nope', '--password', 'x', '--name', ''],
        { DATA_DIR: dir },
        out,
      ),
    ).toBe(2);
    expect(captured.at(-1)).toMatch(
      /--email must be an email address\n--password must be at least 8 characters\n--name is required/,
    );
    expect(
      await runAdmin(
        [
          'create-user',
          '--email',
          'a@b.org',
          '--password',
          'long enough',
          '--name',
          'A',
          '--access',
          'flying',
        ],
        { DATA_DIR: dir },
        out,
      ),
    ).toBe(2);
    expect(captured.at(-1)).toBe('access: unknown flag "flying"');
    expect(await runAdmin(['delete-everything'], { DATA_DIR: dir }, out)).toBe(2);
  });
});
