import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_VERSION } from '@darts/core/contract/data';
import { Sqlite } from '#server/db/sqliteModule';
import { rowCounts, zipOf } from '#server-test/dataBuilders';
import { buildDivision, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { TEST_NOW } from '#server-test/leagueServer';
import { ApiClient, DIALECTS, startServer, throwawayDatabase, type TestDatabase } from '#server-test/support';
import { serverNodeArgs } from '../../../../../scripts/serverCommand.mjs';

/*
 * An import is all or nothing on both databases (docs/decisions/039): the real server, killed
 * with SIGKILL while it writes an import's notes, leaves neither the import's teams nor any note.
 * Found from outside: on PostgreSQL the teams stayed (one transaction per table).
 */

const TEAMS = 12;
const NOTES = 10_000;
const ADMIN = { emailAddress: 'chair@league.example', password: 'bullseye-50' };

/** 12 teams and 10,000 notes in our export's shape. */
async function bigImport(database: TestDatabase): Promise<Buffer> {
  const server = await startServer(DIALECT_OF(database), { sharedDatabase: database, now: () => TEST_NOW });
  try {
    const division = await buildDivision(server.ctx, { name: 'Premier' });
    const season = await buildSeason(server.ctx, { divisionIds: [division.id] });
    const team = await buildTeam(server.ctx, { name: 'Model', seasonId: season.id, divisionId: division.id });
    const stamp = TEST_NOW.toISOString();
    const row = (id: string, doc: unknown) =>
      JSON.stringify({ id, created: stamp, author: null, updated: stamp, editor: null, deleted: null, remover: null, doc });
    const files: Record<string, string> = {
      'meta.json': JSON.stringify({ created: stamp, version: DATA_EXPORT_VERSION, creator: 'Someone', hostname: 'league.example', requestedTables: {} }),
    };
    for (let i = 0; i < TEAMS; i++) {
      const id = randomUUID();
      files[`team/${id}.json`] = row(id, { ...team.doc, name: `Team ${i}` });
    }
    for (let i = 0; i < NOTES; i++) {
      const id = randomUUID();
      files[`note/${id}.json`] = row(id, { seasonId: season.id, divisionId: division.id, date: '2026-10-01', note: `Note ${i} ${randomUUID()}` });
    }
    return zipOf(files);
  } finally {
    await server.close();
  }
}

const DIALECT_OF = (database: TestDatabase) => (database.pgSchema ? 'postgres' : 'sqlite');

/** Whether the server holds a write on the note table right now (an import writing its notes). */
async function notesProbe(database: TestDatabase): Promise<{ writing(): Promise<boolean>; close(): Promise<void> }> {
  if (database.pgSchema) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    return {
      writing: async () =>
        (
          await client.query(
            `select 1 from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
             where c.relname = 'note' and n.nspname = $1 and l.mode = 'RowExclusiveLock'`,
            [database.pgSchema],
          )
        ).rows.length > 0,
      close: () => client.end(),
    };
  }
  // SQLite: another connection cannot start a write while the server's is open.
  const db = new Sqlite(path.join(database.config.DATA_DIR!, 'darts.db'));
  db.pragma('busy_timeout = 0');
  return {
    writing: async () => {
      try {
        db.exec('BEGIN IMMEDIATE');
        db.exec('ROLLBACK');
        return false;
      } catch {
        return true;
      }
    },
    close: async () => void db.close(),
  };
}

describe.each(DIALECTS)('An import killed mid-way on %s', (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => Promise.all(databases.map((d) => d.dispose())));

  it('leaves none of the import behind', async () => {
    const database = await throwawayDatabase(dialect);
    databases.push(database);
    const zip = await bigImport(database);
    const url = database.pgSchema
      ? `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${database.pgSchema}`)}`
      : undefined;
    const child = spawn(process.execPath, serverNodeArgs(), {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'none',
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: ADMIN.emailAddress,
        ADMIN_PASSWORD: ADMIN.password,
        ...database.config,
        ...(url ? { DATABASE_URL: url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /running at (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
      const admin = new ApiClient(baseUrl);
      expect((await admin.post('/api/Account/Login', ADMIN)).status).toBe(200);
      const form = new FormData();
      form.append('dryRun', 'false');
      form.append('zip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'export.zip');
      const posted = fetch(`${baseUrl}/api/Data/Import`, {
        method: 'POST',
        headers: { 'x-ui-url': `${baseUrl}/test`, cookie: admin.cookie! },
        body: form,
      }).catch(() => null);
      const probe = await notesProbe(database);
      let caught = false;
      try {
        for (let tries = 0; tries < 3000 && !caught; tries++) {
          caught = await probe.writing();
          if (!caught) await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await probe.close();
      }
      expect(caught).toBe(true);
      child.kill('SIGKILL');
      await exited;
      await posted;
    } finally {
      child.kill('SIGKILL');
    }
    const after = await startServer(dialect, { sharedDatabase: database });
    try {
      const counts = await rowCounts(after.ctx);
      // The model team is the setup's; the import's 12 teams and its notes came together or not at all.
      expect({ team: counts.team, note: counts.note }).toEqual({ team: 1, note: 0 });
    } finally {
      await after.close();
    }
  }, 180_000);
});
