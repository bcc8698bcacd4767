/*
 * The stored document of each aggregate (the `doc` column); ids and audit fields live in their own
 * columns. The types and their runtime schemas are core's (`@darts/core/documents/*`), derived from
 * the types the league's rules read, so a stored fixture is exactly what the rules take.
 */
export type { ErrorDoc, FeatureDoc, SessionDoc, UserDoc } from '@darts/core/documents/account';
export type { ApiKeyDoc } from '@darts/core/documents/apiKey';
export type { DeliveryDoc, WebhookDoc } from '@darts/core/documents/webhook';
export type { ReminderDoc } from '@darts/core/documents/reminder';
export type { VenueNightDoc } from '@darts/core/documents/venueNight';
export type {
  FixtureDoc,
  FixtureMatchDoc,
  FixturePlayerDoc,
  FixtureResultsDoc,
  FixtureSubmissionDoc,
  FixtureSideDoc,
  MatchOptionDoc,
  NotablePlayerDoc,
} from '@darts/core/documents/fixture';
export type {
  DivisionDoc,
  NoteDoc,
  SeasonDoc,
  TeamDoc,
  TeamPlayerDoc,
  TeamSeasonDoc,
} from '@darts/core/documents/league';
export type { PhotoDoc, PhotoReferenceDoc } from '@darts/core/documents/photo';
export type { SaygDoc } from '@darts/core/documents/sayg';
export type { OpaqueDoc } from '@darts/core/documents/stored';
export type { TemplateDoc } from '@darts/core/documents/template';
export type {
  TournamentDoc,
  TournamentMatchDoc,
  TournamentPlayerDoc,
  TournamentRoundDoc,
  TournamentSideDoc,
} from '@darts/core/documents/tournament';
