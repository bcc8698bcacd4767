import type { PhotoReference } from '@darts/core/contract/fixture';
import type { PhotoReferenceDoc } from '#server/db/docs';

/** A photo as its fixture (or tournament) lists it: metadata only, the bytes are at /api/Photo/{id}. */
export function presentPhotoReference(photo: PhotoReferenceDoc): PhotoReference {
  return {
    id: photo.id,
    author: photo.author,
    created: photo.created,
    contentType: photo.contentType,
    fileName: photo.fileName,
    fileSize: photo.fileSize,
  };
}
