import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Sqlite, sqliteModuleName } from './sqliteModule';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Prepares many statements, keeps some, optionally closes the database, and exits at once. */
const EXIT_SCRIPT = `
const Database = require('node:module').createRequire(process.argv[1])(process.argv[2]);
const db = new Database(':memory:');
const kept = [];
for (let i = 0; i < 50000; i++) {
  const statement = db.prepare('select ' + (i % 10));
  if (i % 100 === 0) kept.push(statement);
}
if (process.argv[3] === 'close') db.close();
process.exit(0);
`;

describe('the SQLite driver', () => {
  it('is better-sqlite3 13 where Node-API 10 is there (Node 22.14+, 24) and 12 before (Node 20)', () => {
    expect(sqliteModuleName(9)).toBe('better-sqlite3');
    expect(sqliteModuleName(10)).toBe('better-sqlite3-13');
  });

  it('loads on the running Node and opens a database', () => {
    const db = new Sqlite(':memory:');
    expect(db.prepare('select 501 - 180 as remaining').get()).toEqual({ remaining: 321 });
    db.close();
  });

  it.each(['close', 'leave open'])('lets a process with many statements exit cleanly (%s)', (mode) => {
    const run = spawnSync(process.execPath, ['-e', EXIT_SCRIPT, `${SERVER_DIR}/`, sqliteModuleName(), mode], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
