import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeContext, createContext } from '#server/app';
import { testConfig } from '#server/config';
import { rowCounts, storedRows } from '#server-test/dataBuilders';
import { buildDivision, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { runAdmin } from './admin';

describe('npm run admin -- backup and restore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darts-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lines: string[] = [];
  const out = {
    log: (m: string) => lines.push(m),
    error: (m: string) => lines.push(m),
  } as unknown as Console;
  const env = (name: string) => ({ DATA_DIR: path.join(dir, name), LOG_LEVEL: 'silent' });
  const file = path.join(dir, 'nightly.zip');

  it('backs up every table to a file and restores it into an empty database', async () => {
    const source = await createContext(testConfig({ ...env('source'), WEB_DIST: '/nonexistent' }));
    const division = await buildDivision(source, { name: 'Premier' });
    const season = await buildSeason(source, { divisionIds: [division.id] });
    const team = await buildTeam(source, {
      name: 'Hosts',
      seasonId: season.id,
      divisionId: division.id,
      players: ['Hal 1'],
    });
    await source.repos.teams.softDelete(team, { name: 'Tester', now: new Date() });
    const before = await storedRows(source);
    await closeContext(source);

    expect(await runAdmin(['backup', '--out', file, '--password', 'night watch'], env('source'), out)).toBe(
      0,
    );
    expect(lines.at(-1)).toMatch(/^Backed up 3 rows of 14 tables to .*nightly\.zip \(\d+ bytes\)$/);
    expect(existsSync(`${file}.partial`)).toBe(false);

    expect(await runAdmin(['restore', file, '--password', 'wrong one'], env('target'), out)).toBe(1);
    expect(lines.at(-1)).toBe('Password is incorrect');
    expect(
      await runAdmin(['restore', file, '--password', 'night watch', '--dry-run'], env('target'), out),
    ).toBe(0);
    expect(lines).toContain('DRY RUN: Importing data into team (1 record/s)');
    const target = await createContext(testConfig({ ...env('target'), WEB_DIST: '/nonexistent' }));
    expect((await rowCounts(target)).team).toBe(0);
    await closeContext(target);

    expect(await runAdmin(['restore', file, '--password', 'night watch'], env('target'), out)).toBe(0);
    expect(lines).toContain('Importing data into team (1 record/s)');
    const restored = await createContext(testConfig({ ...env('target'), WEB_DIST: '/nonexistent' }));
    const after = await storedRows(restored);
    await closeContext(restored);
    for (const table of ['division', 'season', 'team'] as const) expect(after[table]).toEqual(before[table]);
  });

  it('explains its usage', async () => {
    expect(await runAdmin(['backup'], env('source'), out)).toBe(2);
    expect(lines.at(-1)).toMatch(/--out FILE is required/);
    expect(await runAdmin(['restore'], env('source'), out)).toBe(2);
    expect(lines.at(-1)).toMatch(/restore takes one FILE/);
  });
});
