/**
 * Feature ids and the effective-value rule, free of zod so the browser's first page can use them
 * (contract/feature.ts re-exports these).
 */
/*
 * Each id is a constant of its own so a page bundles only the ids it reads (the web imports these;
 * the server and the contract read `FEATURE_IDS`).
 */
export const PHOTOS_FEATURE = 'af2ef520-8153-42b0-9ef4-d8419daebc23';
export const FAVOURITES_FEATURE = '0edb9fc6-6579-4c4c-9506-77c2485c09a0';
export const PUBLIC_LIVE_SCORES_FEATURE = '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63';
export const VETO_SCORES_FEATURE = 'e58da2bc-d82a-48af-ac9d-46ca0b894c01';
export const RANDOMISED_SINGLES_FEATURE = 'ff05cbc0-7b99-4898-a973-06a9f26d557c';
export const SERVICE_ACCOUNT_SESSIONS_FEATURE = '1f866fa2-8b9a-4345-a191-d7aaeccd8d72';
export const FIXTURE_START_TIME_FEATURE = '4b2a032a-a0da-4516-b914-685a966d6ab5';
export const FIXTURE_DURATION_FEATURE = '82cdcecd-008d-45b5-b28e-a9129b6a8c14';
export const PUBLIC_PLAYER_FIGURES_FEATURE = '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40';
export const ASK_DARTS_AT_DOUBLE_FEATURE = 'db9ee1b1-539e-4bc8-af72-c479d4f440ca';

export const FEATURE_IDS = {
  photos: PHOTOS_FEATURE,
  favourites: FAVOURITES_FEATURE,
  publicLiveScores: PUBLIC_LIVE_SCORES_FEATURE,
  vetoScores: VETO_SCORES_FEATURE,
  randomisedSingles: RANDOMISED_SINGLES_FEATURE,
  serviceAccountSessions: SERVICE_ACCOUNT_SESSIONS_FEATURE,
  fixtureStartTime: FIXTURE_START_TIME_FEATURE,
  fixtureDuration: FIXTURE_DURATION_FEATURE,
  publicPlayerFigures: PUBLIC_PLAYER_FIGURES_FEATURE,
  askDartsAtDouble: ASK_DARTS_AT_DOUBLE_FEATURE,
} as const;

interface FeatureValues {
  id: string;
  configuredValue: string | null;
  defaultValue: string;
}

/** The effective value: the configured value when set, else the default. */
export function featureValue(
  feature: Pick<FeatureValues, 'configuredValue' | 'defaultValue'> | undefined,
): string | null {
  if (!feature) return null;
  return feature.configuredValue ?? feature.defaultValue;
}

export function featureEnabled(features: readonly FeatureValues[] | undefined, id: string): boolean {
  return featureValue(features?.find((f) => f.id === id)) === 'true';
}
