import { useState, type ComponentType } from 'react';
import { lazyComponent } from '#web/components/lazyComponent';
import type { PhotoHost, PhotosDialogProps } from './PhotosDialog';
import { useMayUsePhotos } from './useMayUsePhotos';

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
