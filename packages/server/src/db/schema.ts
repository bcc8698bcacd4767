import type { ColumnType, Generated } from 'kysely';

/** Columns every aggregate table has. Timestamps are ISO-8601 UTC strings. */
export interface DocumentColumns {
  id: string;
  /** The aggregate as JSON text. */
  doc: string;
  created: string;
  author: string | null;
  updated: string;
  editor: string | null;
  deleted: string | null;
  remover: string | null;
}

export type DivisionTable = DocumentColumns;
export interface SeasonTable extends DocumentColumns {
  start_date: string;
  end_date: string;
}
export type TeamTable = DocumentColumns;
export interface FixtureTable extends DocumentColumns {
  season_id: string | null;
  division_id: string | null;
  date: string | null;
  home_team_id: string | null;
  away_team_id: string | null;
  /** '1' for a knockout fixture, null otherwise. */
  is_knockout: string | null;
}
export interface TournamentTable extends DocumentColumns {
  season_id: string | null;
  division_id: string | null;
  date: string | null;
}
export interface SaygTable extends DocumentColumns {
  tournament_match_id: string | null;
  /** The signed-in account that created it, if any (its shared practice, decision 062). */
  owner_id: string | null;
}
export interface NoteTable extends DocumentColumns {
  season_id: string | null;
  division_id: string | null;
  date: string | null;
}
export type TemplateTable = DocumentColumns;
export interface UserTable extends DocumentColumns {
  email: string;
}
export interface SessionTable extends DocumentColumns {
  user_id: string;
  expires: string;
}
export type FeatureTable = DocumentColumns;
export interface ErrorTable extends DocumentColumns {
  time: string;
}
export interface PhotoTable extends DocumentColumns {
  entity_id: string;
}
export interface ApiKeyTable extends DocumentColumns {
  key_hash: string;
}
export type WebhookTable = DocumentColumns;
export interface WebhookDeliveryTable extends DocumentColumns {
  hook_id: string;
  status: string;
  due: string;
}
export interface ReminderTable extends DocumentColumns {
  status: string;
  due: string;
}
export interface VenueNightTable extends DocumentColumns {
  date: string;
  /** The venue as its key (core venue/night.ts `venueKey`). */
  venue: string;
}
export interface PhotoBlobTable {
  id: string;
  bytes: ColumnType<Buffer, Buffer, Buffer>;
  content_type: string;
  size: Generated<number>;
}

export interface Database {
  division: DivisionTable;
  season: SeasonTable;
  team: TeamTable;
  game: FixtureTable;
  tournament: TournamentTable;
  sayg: SaygTable;
  note: NoteTable;
  template: TemplateTable;
  user: UserTable;
  session: SessionTable;
  feature: FeatureTable;
  error: ErrorTable;
  photo: PhotoTable;
  api_key: ApiKeyTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  reminder: ReminderTable;
  venue_night: VenueNightTable;
  photo_blob: PhotoBlobTable;
}

/** The aggregate tables stored as documents (everything but photo bytes). */
export type DocumentTableName = Exclude<keyof Database, 'photo_blob'>;
