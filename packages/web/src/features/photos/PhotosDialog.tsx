import { useRef, useState } from 'react';
import { Modal } from '#web/components/Modal';
import type { Account } from '@darts/core/contract/account';
import type { Envelope } from '@darts/core/contract/envelope';
import type { PhotoReference } from '@darts/core/contract/fixture';
import { photoUrl } from '@darts/core/contract/routes/photo';
import { formatFileSize, THUMBNAIL_HEIGHT } from '@darts/core/photo/rules';
import { isApiError } from '#web/api/client';
import { deletePhoto, uploadPhoto, type PhotoEndpoints } from './api';
import { ErrorList } from '#web/components/ErrorList';
import { Icon, DeleteIcon } from '#web/components/icons';

/** Anything photos are attached to: a fixture, later a tournament. */
export interface PhotoHost {
  photos: PhotoReference[];
}

export const DELETE_PHOTO_CONFIRMATION = 'Are you sure you want to delete this photo?';

export interface PhotosDialogProps<T extends PhotoHost> {
  entityId: string;
  photos: readonly PhotoReference[];
  endpoints: PhotoEndpoints;
  account: Account | null;
  /** The updated entity the server answers an upload or delete with. */
  onChanged: (entity: T) => void;
  onClose: () => void;
}

function errorsOf(error: unknown): string[] {
  if (isApiError(error)) return error.errors.length > 0 ? error.errors : [error.message];
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * The Photos dialog: thumbnails with file name, size and author;
 * a file input to upload; delete with confirmation. Server errors are shown in the dialog.
 */
export function PhotosDialog<T extends PhotoHost>({
  entityId,
  photos,
  endpoints,
  account,
  onChanged,
  onClose,
}: PhotosDialogProps<T>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const access = account?.access;
  const mayUpload = access?.uploadPhotos === true;
  const mayDelete = (photo: PhotoReference) =>
    access?.deleteAnyPhoto === true || (mayUpload && photo.author !== null && photo.author === account?.name);

  const run = async (action: () => Promise<Envelope<T>>) => {
    setBusy(true);
    setErrors([]);
    try {
      const envelope = await action();
      if (envelope.result) onChanged(envelope.result);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    void run(() => uploadPhoto<T>(endpoints.upload, entityId, file));
  };

  const remove = (photo: PhotoReference) => {
    if (!window.confirm(DELETE_PHOTO_CONFIRMATION)) return;
    void run(() => deletePhoto<T>(endpoints.delete, entityId, photo.id));
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="photos-title">
      <Modal.Header closeButton>
        <Modal.Title id="photos-title">Photos</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorList errors={errors} />
        {photos.length === 0 ? (
          <p>No photos</p>
        ) : (
          <ul className="list-unstyled d-flex flex-column gap-2" aria-label="Photos">
            {photos.map((photo) => (
              <li key={photo.id} className="d-flex gap-2 align-items-center">
                <a href={photoUrl(photo.id)} target="_blank" rel="noreferrer">
                  <img
                    src={photoUrl(photo.id, THUMBNAIL_HEIGHT)}
                    height={THUMBNAIL_HEIGHT}
                    alt={photo.fileName ?? 'Photo'}
                  />
                </a>
                <div className="flex-grow-1 small">
                  <div>{photo.fileName ?? 'Photo'}</div>
                  <div className="text-body-secondary">
                    {formatFileSize(photo.fileSize)}
                    {photo.author ? ` by ${photo.author}` : ''}
                  </div>
                </div>
                {mayDelete(photo) && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    aria-label={`Delete ${photo.fileName ?? 'photo'}`}
                    onClick={() => remove(photo)}
                  >
                    <Icon of={DeleteIcon} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayUpload && (
          <div>
            <label htmlFor="photo-upload" className="form-label">
              Upload a photo
            </label>
            <input
              id="photo-upload"
              ref={fileInput}
              type="file"
              accept="image/*"
              className="form-control"
              disabled={busy}
              onChange={(e) => upload(e.target.files?.[0])}
            />
            {busy && <div className="small text-body-secondary mt-1">Working...</div>}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
