import type { Account } from '@darts/core/contract/account';
import { useMayUsePhotos } from '#web/features/photos/useMayUsePhotos';
import { Icon, PhotosIcon } from '#web/components/icons';

/** The Photos button, when the photos feature is on for the account. */
export function PhotosButton({ account, onOpen }: { account: Account | null; onOpen: () => void }) {
  if (!useMayUsePhotos(account)) return null;
  return (
    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onOpen}>
      <Icon of={PhotosIcon} /> Photos
    </button>
  );
}
