import { useQuery } from '@tanstack/react-query';
import { PUBLIC_LIVE_SCORES_FEATURE, featureEnabled } from '@darts/core/feature/flags';
import { useAccount } from '#web/features/account/queries';
import { featuresQuery } from '#web/features/site/queries';

/**
 * Whether a live page may follow records: accounts with useWebSockets, or anyone while the
 * PublicLiveScores feature is on (the default). `known` is false until the features have loaded.
 */
export function useLiveAllowed() {
  const { account } = useAccount();
  const useWebSockets = account?.access.useWebSockets === true;
  const features = useQuery(featuresQuery());
  const allowed = useWebSockets || featureEnabled(features.data, PUBLIC_LIVE_SCORES_FEATURE);
  return {
    allowed,
    known: useWebSockets || features.isSuccess,
    useWebSockets,
    signedIn: !!account,
    settingsFailed: features.isError,
  };
}
