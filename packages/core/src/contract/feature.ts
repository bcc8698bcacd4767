import { z } from 'zod';
import { idSchema } from './common';
import { textField } from './fields';

export { FEATURE_IDS, featureEnabled, featureValue } from '../feature/flags';

export const FEATURE_VALUE_TYPES = ['Boolean', 'Integer', 'TimeSpan', 'String', 'Decimal'] as const;
export type FeatureValueType = (typeof FEATURE_VALUE_TYPES)[number];

export const featureSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  valueType: z.enum(FEATURE_VALUE_TYPES),
  defaultValue: z.string(),
  configuredValue: z.string().nullable(),
  updated: z.string().nullable(),
  editor: z.string().nullable(),
});
export type Feature = z.infer<typeof featureSchema>;

export const updateFeatureRequestSchema = z.object({
  id: idSchema,
  configuredValue: textField('value', 1000).nullish(),
});
export type UpdateFeatureRequest = z.infer<typeof updateFeatureRequestSchema>;

/** Known features: the original system's plus PublicLiveScores, PublicPlayerFigures and AskDartsAtDouble. Ids are fixed. */
export const KNOWN_FEATURES = [
  {
    id: 'ff05cbc0-7b99-4898-a973-06a9f26d557c',
    name: 'RandomisedSingles',
    description: 'Shuffle the order of the singles matches for people who cannot record scores',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
  {
    id: 'e58da2bc-d82a-48af-ac9d-46ca0b894c01',
    name: 'VetoScores',
    description: 'Hide scores until this long after the fixture date from people who cannot record them',
    valueType: 'TimeSpan',
    defaultValue: '0.00:00:00',
  },
  {
    id: 'af2ef520-8153-42b0-9ef4-d8419daebc23',
    name: 'PhotosEnabled',
    description: 'Allow photos to be uploaded, viewed and deleted',
    valueType: 'Boolean',
    defaultValue: 'true',
  },
  {
    id: '0edb9fc6-6579-4c4c-9506-77c2485c09a0',
    name: 'FavouritesEnabled',
    description: 'Allow visitors to pick favourite teams',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
  {
    id: '1f866fa2-8b9a-4345-a191-d7aaeccd8d72',
    name: 'ServiceAccountSessionsAllowed',
    description: 'Allow tablets and televisions to request a service account session',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
  {
    id: '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63',
    name: 'PublicLiveScores',
    description: 'Let visitors without live access (signed out included) follow live scores',
    valueType: 'Boolean',
    defaultValue: 'true',
  },
  {
    id: '4b2a032a-a0da-4516-b914-685a966d6ab5',
    name: 'FixtureStartTime',
    description: 'The time league fixtures start (UK time), for calendar feeds',
    valueType: 'TimeSpan',
    defaultValue: '20:00:00',
  },
  {
    id: '82cdcecd-008d-45b5-b28e-a9129b6a8c14',
    name: 'FixtureDuration',
    description: 'How long a league fixture lasts, for calendar feeds',
    valueType: 'TimeSpan',
    defaultValue: '03:00:00',
  },
  {
    id: '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40',
    name: 'PublicPlayerFigures',
    description: "Let visitors (signed out) see players' career figures, head to heads and leaderboards",
    valueType: 'Boolean',
    defaultValue: 'true',
  },
  {
    id: 'db9ee1b1-539e-4bc8-af72-c479d4f440ca',
    name: 'AskDartsAtDouble',
    description:
      'After a visit that could have finished, ask the scorer how many darts went at a double (for checkout % per double)',
    valueType: 'Boolean',
    defaultValue: 'false',
  },
] as const satisfies readonly {
  id: string;
  name: string;
  description: string;
  valueType: FeatureValueType;
  defaultValue: string;
}[];
