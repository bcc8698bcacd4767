/**
 * Feature ids and the effective-value rule, free of zod so the browser's first page can use them
 * (contract/feature.ts re-exports these).
 */
export const FEATURE_IDS = {
  photos: 'af2ef520-8153-42b0-9ef4-d8419daebc23',
  favourites: '0edb9fc6-6579-4c4c-9506-77c2485c09a0',
  publicLiveScores: '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63',
  vetoScores: 'e58da2bc-d82a-48af-ac9d-46ca0b894c01',
  randomisedSingles: 'ff05cbc0-7b99-4898-a973-06a9f26d557c',
  serviceAccountSessions: '1f866fa2-8b9a-4345-a191-d7aaeccd8d72',
  fixtureStartTime: '4b2a032a-a0da-4516-b914-685a966d6ab5',
  fixtureDuration: '82cdcecd-008d-45b5-b28e-a9129b6a8c14',
  publicPlayerFigures: '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40',
  askDartsAtDouble: 'db9ee1b1-539e-4bc8-af72-c479d4f440ca',
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
