import { PUBLIC_LIVE_SCORES_FEATURE } from '@darts/core/feature/flags';

/** The PublicLiveScores feature as the server lists it (default on), with a configured value. */
export function publicLiveScores(configuredValue: string | null) {
  return {
    id: PUBLIC_LIVE_SCORES_FEATURE,
    name: 'PublicLiveScores',
    description: '',
    valueType: 'Boolean',
    defaultValue: 'true',
    configuredValue,
    updated: null,
    editor: null,
  };
}
