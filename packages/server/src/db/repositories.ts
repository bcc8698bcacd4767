import type { Kysely } from 'kysely';
import type {
  DivisionDoc,
  ErrorDoc,
  FeatureDoc,
  GameDoc,
  NoteDoc,
  OpaqueDoc,
  PhotoDoc,
  SaygDoc,
  SeasonDoc,
  SessionDoc,
  TeamDoc,
  TournamentDoc,
  UserDoc,
} from './docs';
import { DocumentRepository } from './documents';
import type { Database } from './schema';

/** One repository per aggregate, all sharing the document store's audit and concurrency rules. */
export function createRepositories(db: Kysely<Database>) {
  return {
    divisions: new DocumentRepository<'division', DivisionDoc>(db, 'division', 'Division', () => ({})),
    seasons: new DocumentRepository<'season', SeasonDoc>(db, 'season', 'Season', (d) => ({
      start_date: d.startDate,
      end_date: d.endDate,
    })),
    teams: new DocumentRepository<'team', TeamDoc>(db, 'team', 'Team', () => ({})),
    games: new DocumentRepository<'game', GameDoc>(db, 'game', 'Game', (d) => ({
      season_id: d.seasonId,
      division_id: d.divisionId,
      date: d.date,
      home_team_id: d.home.id,
      away_team_id: d.away.id,
    })),
    tournaments: new DocumentRepository<'tournament', TournamentDoc>(
      db,
      'tournament',
      'TournamentGame',
      (d) => ({
        season_id: d.seasonId,
        division_id: d.divisionId,
        date: d.date,
      }),
    ),
    sayg: new DocumentRepository<'sayg', SaygDoc>(db, 'sayg', 'RecordedScoreAsYouGo', (d) => ({
      tournament_match_id: d.tournamentMatchId,
    })),
    notes: new DocumentRepository<'note', NoteDoc>(db, 'note', 'FixtureDateNote', (d) => ({
      season_id: d.seasonId,
      division_id: d.divisionId,
      date: d.date,
    })),
    templates: new DocumentRepository<'template', OpaqueDoc>(db, 'template', 'Template', () => ({})),
    users: new DocumentRepository<'user', UserDoc>(db, 'user', 'User', (d) => ({ email: d.emailAddress })),
    sessions: new DocumentRepository<'session', SessionDoc>(db, 'session', 'Session', (d) => ({
      user_id: d.userId,
      expires: d.expires,
    })),
    features: new DocumentRepository<'feature', FeatureDoc>(db, 'feature', 'ConfiguredFeature', () => ({})),
    errors: new DocumentRepository<'error', ErrorDoc>(db, 'error', 'ErrorDetail', (d) => ({ time: d.time })),
    photos: new DocumentRepository<'photo', PhotoDoc>(db, 'photo', 'Photo', (d) => ({
      entity_id: d.entityId,
    })),
    photoBlobs: new PhotoBlobs(db),
  };
}

/** A photo's bytes, by the photo's id. */
export interface PhotoBlob {
  bytes: Buffer;
  contentType: string;
}

/** The `photo_blob` table: bytes kept apart from the metadata documents. */
export class PhotoBlobs {
  constructor(private readonly db: Kysely<Database>) {}

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

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('photo_blob').where('id', '=', id).execute();
  }
}

export type Repositories = ReturnType<typeof createRepositories>;
