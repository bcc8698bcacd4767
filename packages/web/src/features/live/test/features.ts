import { FEATURE_IDS } from '@darts/core/feature/flags';

/** The PublicLiveScores feature as the server lists it (default on), with a configured value. */
export function publicLiveScores(configuredValue: string | null) {
  return {
    id: FEATURE_IDS.publicLiveScores,
    name: 'PublicLiveScores',
    description: '',
    valueType: 'Boolean',
    defaultValue: 'true',
    configuredValue,
    updated: null,
    editor: null,
  };
}
