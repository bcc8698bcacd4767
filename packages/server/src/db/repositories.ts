import type { Kysely } from 'kysely';
import { NOTE_TYPE } from '@darts/core/contract/note';
import { SAYG_TYPE } from '@darts/core/contract/sayg';
import { TOURNAMENT_TYPE } from '@darts/core/contract/tournamentMessages';
import type {
  ApiKeyDoc,
  DeliveryDoc,
  DivisionDoc,
  ErrorDoc,
  FeatureDoc,
  FixtureDoc,
  NoteDoc,
  PhotoDoc,
  ReminderDoc,
  VenueNightDoc,
  SaygDoc,
  SeasonDoc,
  SessionDoc,
  TeamDoc,
  TemplateDoc,
  TournamentDoc,
  UserDoc,
  WebhookDoc,
} from './docs';
import { DocumentRepository, type IndexColumns } from './documents';
import type { Database } from './schema';
import { lockForTransaction } from './transactionLock';

/** The document type stored in each aggregate table. */
export interface DocumentTypes {
  division: DivisionDoc;
  season: SeasonDoc;
  team: TeamDoc;
  game: FixtureDoc;
  tournament: TournamentDoc;
  sayg: SaygDoc;
  note: NoteDoc;
  template: TemplateDoc;
  user: UserDoc;
  session: SessionDoc;
  feature: FeatureDoc;
  error: ErrorDoc;
  photo: PhotoDoc;
  api_key: ApiKeyDoc;
  webhook: WebhookDoc;
  webhook_delivery: DeliveryDoc;
  reminder: ReminderDoc;
  venue_night: VenueNightDoc;
}

/**
 * A write to one table, with the documents it touched (empty when not known, e.g. a hard delete by
 * id; before then after for a replace) and the row's id when one row was written.
 */
export type DocumentWrite = {
  [N in keyof DocumentTypes]: { table: N; docs: DocumentTypes[N][]; id?: string };
}[keyof DocumentTypes];

/** Hears every repository write once it is done (after the commit, for a transaction's writes). */
export type WriteListener = (write: DocumentWrite) => void;

function documentRepositories(db: Kysely<Database>, onWrite: WriteListener) {
  const repo = <N extends keyof DocumentTypes>(
    table: N,
    typeName: string,
    indexColumns: (doc: DocumentTypes[N]) => IndexColumns<N>,
  ) =>
    new DocumentRepository<N, DocumentTypes[N]>(db, table, typeName, indexColumns, (docs, id) =>
      onWrite((id === undefined ? { table, docs } : { table, docs, id }) as DocumentWrite),
    );
  return {
    divisions: repo('division', 'Division', () => ({})),
    seasons: repo('season', 'Season', (d) => ({ start_date: d.startDate, end_date: d.endDate })),
    teams: repo('team', 'Team', () => ({})),
    games: repo('game', 'Game', (d) => ({
      season_id: d.seasonId,
      division_id: d.divisionId,
      date: d.date,
      home_team_id: d.home.id,
      away_team_id: d.away.id,
      is_knockout: d.isKnockout ? '1' : null,
    })),
    tournaments: repo('tournament', TOURNAMENT_TYPE, (d) => ({
      season_id: d.seasonId,
      division_id: d.divisionId,
      date: d.date,
    })),
    sayg: repo('sayg', SAYG_TYPE, (d) => ({
      tournament_match_id: d.tournamentMatchId,
      owner_id: d.ownerId ?? null,
    })),
    notes: repo('note', NOTE_TYPE, (d) => ({
      season_id: d.seasonId,
      division_id: d.divisionId,
      date: d.date,
    })),
    templates: repo('template', 'Template', () => ({})),
    users: repo('user', 'User', (d) => ({ email: d.emailAddress })),
    sessions: repo('session', 'Session', (d) => ({ user_id: d.userId, expires: d.expires })),
    features: repo('feature', 'Feature', () => ({})),
    errors: repo('error', 'ErrorDetail', (d) => ({ time: d.time })),
    photos: repo('photo', 'Photo', (d) => ({ entity_id: d.entityId })),
    apiKeys: repo('api_key', 'API key', (d) => ({ key_hash: d.keyHash })),
    webhooks: repo('webhook', 'Webhook', () => ({})),
    reminders: repo('reminder', 'Reminder', (d) => ({ status: d.status, due: d.due })),
    venueNights: repo('venue_night', 'Venue night', (d) => ({ date: d.date, venue: d.venue })),
    deliveries: repo('webhook_delivery', 'Delivery', (d) => ({
      hook_id: d.hookId,
      status: d.status,
      due: d.due,
    })),
    photoBlobs: new PhotoBlobs(db),
  };
}

export type Repositories = ReturnType<typeof documentRepositories> & {
  /**
   * Runs `work` in one transaction over repositories bound to it. Its writes reach the write
   * listener after the commit (none on a rollback); inside a transaction, `work` joins it.
   * `exclusive` names a lock held until the transaction ends (db/transactionLock.ts).
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>, options?: { exclusive?: string }): Promise<T>;
};

/**
 * One repository per aggregate, all sharing the document store's audit and concurrency rules.
 * `onWrite` is the one hook every write goes through (the app evicts cached division data there).
 */
export function createRepositories(db: Kysely<Database>, onWrite: WriteListener = () => {}): Repositories {
  return {
    ...documentRepositories(db, onWrite),
    async transaction(work, options) {
      const locked = async (trx: Kysely<Database>) => {
        if (options?.exclusive) await lockForTransaction(trx, options.exclusive);
      };
      if (db.isTransaction) {
        await locked(db);
        return work(createRepositories(db, onWrite));
      }
      const writes: DocumentWrite[] = [];
      const result = await db.transaction().execute(async (trx) => {
        await locked(trx);
        return work(createRepositories(trx, (write) => writes.push(write)));
      });
      for (const write of writes) onWrite(write);
      return result;
    },
  };
}

/** A photo's bytes, by the photo's id. */
export interface PhotoBlob {
  bytes: Buffer;
  contentType: string;
}

/** The `photo_blob` table: bytes kept apart from the metadata documents. */
export class PhotoBlobs {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async get(id: string): Promise<PhotoBlob | null> {
    const row = await this.db
      .selectFrom('photo_blob')
      .select(['bytes', 'content_type'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
  }

  /** Stores (or replaces) the bytes of a photo. */
  async put(id: string, blob: PhotoBlob): Promise<void> {
    const values = { bytes: blob.bytes, content_type: blob.contentType, size: blob.bytes.length };
    await this.db
      .insertInto('photo_blob')
      .values({ id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom('photo_blob')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A page of photos' bytes by id (export); `ids` narrows to those photos. */
  async page(options: { offset: number; limit: number; ids?: readonly string[] }) {
    let q = this.db.selectFrom('photo_blob').select(['id', 'bytes', 'content_type', 'size']);
    if (options.ids) q = q.where('id', 'in', options.ids.length ? [...options.ids] : ['']);
    const rows = await q.orderBy('id').limit(options.limit).offset(options.offset).execute();
    return rows.map((r) => ({
      id: r.id,
      bytes: Buffer.from(r.bytes),
      contentType: r.content_type,
      size: r.size,
    }));
  }

  /** Removes every photo's bytes (an import's purge). */
  async purge(): Promise<void> {
    await this.db.deleteFrom('photo_blob').execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('photo_blob').where('id', '=', id).execute();
  }
}
