import { FEATURE_IDS, type Feature, featureEnabled } from '@darts/core/contract/feature';
import type { Caller } from '#server/auth/guard';

/* Who may follow and publish live updates (a sayg's publishing follows policies/sayg.ts). */

/**
 * Anyone may follow while the PublicLiveScores feature is on (the default); a league that
 * switches it off keeps following to accounts with useWebSockets.
 */
export function canFollowLive(
  caller: Caller,
  features: readonly Pick<Feature, 'id' | 'configuredValue' | 'defaultValue'>[],
): boolean {
  if (caller?.doc.access.useWebSockets) return true;
  return featureEnabled(features, FEATURE_IDS.publicLiveScores);
}

/** A tournament's live updates are published by manageTournaments. */
export function canPublishTournament(caller: Caller): boolean {
  return caller?.doc.access.manageTournaments === true;
}
