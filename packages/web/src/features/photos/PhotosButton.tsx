import { useState, type ComponentType } from 'react';
import type { Account } from '@darts/core/contract/account';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import { lazyComponent } from '#web/components/lazyComponent';
import { useFeatureEnabled } from '#web/features/site/useFeatureEnabled';
import type { PhotoHost, PhotosDialogProps } from './PhotosDialog';

/** Spec 3 section 6: uploadPhotos or viewAnyPhoto, and the PhotosEnabled feature on. */
export function useMayUsePhotos(account: Account | null): boolean {
  const enabled = useFeatureEnabled(FEATURE_IDS.photos);
  return enabled && (account?.access.uploadPhotos === true || account?.access.viewAnyPhoto === true);
}

// The dialog (and react-bootstrap's Modal under it) loads when first opened: most visitors of a
// scorecard may not use photos (docs/decisions/012).
const LazyPhotosDialog = lazyComponent(async () => (await import('./PhotosDialog')).PhotosDialog);

/** A 'Photos' button opening the dialog, shown only to those who may use photos. */
export function PhotosButton<T extends PhotoHost>(props: Omit<PhotosDialogProps<T>, 'onClose'>) {
  const [open, setOpen] = useState(false);
  const allowed = useMayUsePhotos(props.account);
  if (!allowed) return null;
  const Dialog = LazyPhotosDialog as unknown as ComponentType<PhotosDialogProps<T>>;
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(true)}>
        Photos
      </button>
      {open && <Dialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
