import type { Kysely } from 'kysely';
import type {
  DivisionDoc,
  ErrorDoc,
  FeatureDoc,
  GameDoc,
  NoteDoc,
  OpaqueDoc,
  SaygDoc,
  SeasonDoc,
  SessionDoc,
  TeamDoc,
  TournamentDoc,
  UserDoc,
} from './docs';
import { DocumentRepository } from './documents';
import type { Database } from './schema';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
    photos: new DocumentRepository<'photo', OpaqueDoc>(db, 'photo', 'Photo', (d) => ({
      entity_id: str(d.entityId) ?? '',
    })),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
