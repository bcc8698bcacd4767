import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import * as createAggregates from './migrations/20261122000000_create_aggregates';
import * as addGameIsKnockout from './migrations/20261128000000_add_game_is_knockout';
import * as createApiKey from './migrations/20261129000000_create_api_key';
import * as createWebhooks from './migrations/20261129010000_create_webhooks';
import * as createReminder from './migrations/20261129020000_create_reminder';
import * as addSaygOwnerId from './migrations/20261130000000_add_sayg_owner_id';
import * as createVenueNight from './migrations/20261201000000_create_venue_night';

/**
 * The one migration set, in order. Names are `<timestamp>_<verb_noun>`; they are listed here
 * rather than read from disk so the runner works the same from source and in tests.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122000000_create_aggregates': createAggregates,
  '20261128000000_add_game_is_knockout': addGameIsKnockout,
  '20261129000000_create_api_key': createApiKey,
  '20261129010000_create_webhooks': createWebhooks,
  '20261129020000_create_reminder': createReminder,
  '20261130000000_add_sayg_owner_id': addSaygOwnerId,
  '20261201000000_create_venue_night': createVenueNight,
};

export class MigrationError extends Error {}

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(
  db: Db,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its own tables in every schema unless told which one: with several schemas
    // (each test file has its own) another schema's lock table would pass for ours.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return result;
}
