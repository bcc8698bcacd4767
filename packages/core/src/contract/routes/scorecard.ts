import type { CardCalls, MoveCardCallInput } from '../boards';
import type { Envelope } from '../envelope';
import type { Fixture } from '../fixture';
import type { RecordScoresInput, SubmissionDisagreement } from '../scorecard';
import type { UnsavedResults } from '../unsaved';
import { route, type MultipartBody } from './route';

/** A fixture's scorecard and photos (packages/server/src/routes/scorecard). */
export const SCORECARD_ROUTES = {
  /** The scorecard with `lastUpdated`; answers with the fixture as the caller sees it. */
  save: route<Envelope<Fixture>, RecordScoresInput>()('PUT', '/api/Scores/:id'),
  /** Moves a match of the card to a board (manageScores), with the card's `lastUpdated`. */
  moveCall: route<Envelope<Fixture>, MoveCardCallInput>()('PUT', '/api/Scores/:id/Call'),
  /** The card's matches won on their leg-by-leg records a minute ago and more whose score it lacks (manageScores). */
  unsaved: route<UnsavedResults>()('GET', '/api/Scores/:id/Unsaved'),
  /** One date's fixture nights with calls (`?date=`, `?divisionId=`), each call as its card shows it to the caller. */
  calls: route<CardCalls[]>()('GET', '/api/Scores/Calls'),
  /** Multipart with the fields `id` and `Photo`. */
  addPhoto: route<Envelope<Fixture>, MultipartBody>()('POST', '/api/Scores/Photo'),
  deletePhoto: route<Envelope<Fixture>>()('DELETE', '/api/Scores/Photo/:id/:photoId'),
  /** Fixtures whose two submissions differ, soonest first (manageScores); `?seasonId=` for one season. */
  disagreements: route<Envelope<SubmissionDisagreement[]>>()('GET', '/api/Scores/Disagreements'),
} as const;
