import { useQuery } from '@tanstack/react-query';
import { featureEnabled } from '@darts/core/feature/flags';
import { featuresQuery } from './queries';

/**
 * Whether a Boolean feature (`FEATURE_IDS` in `@darts/core/feature/flags`) is on; false until the
 * list has loaded. Kept out of `queries.ts` so the flag ids stay off the first page (only lazy
 * pages use them).
 */
export function useFeatureEnabled(id: string): boolean {
  return featureEnabled(useQuery(featuresQuery()).data, id);
}
