import type { Account } from '@darts/core/contract/account';
import { PHOTOS_FEATURE } from '@darts/core/feature/flags';
import { useFeatureEnabled } from '#web/features/site/useFeatureEnabled';

/**
 * True with uploadPhotos or viewAnyPhoto, and the PhotosEnabled feature on. Its own file,
 * so a page can show the Photos button without loading the dialog.
 */
export function useMayUsePhotos(account: Account | null): boolean {
  const enabled = useFeatureEnabled(PHOTOS_FEATURE);
  return enabled && (account?.access.uploadPhotos === true || account?.access.viewAnyPhoto === true);
}
