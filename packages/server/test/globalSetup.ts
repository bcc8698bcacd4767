import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of every PostgreSQL schema this run's tests make (`throwawayDatabase`). */
    pgSchemaPrefix: string;
  }
}

/**
 * The run's throwaway PostgreSQL schemas are dropped when the run ends, not when each file ends:
 * the migrator's introspection reads every schema's tables, and a schema another worker drops
 * while it reads fails it ("schema ... does not exist").
 */
export default function setup(project: TestProject) {
  const prefix = `t_${randomBytes(3).toString('hex')}_`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    } finally {
      await client.end();
    }
  };
}
