import type { PhotoDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import type { Caller } from '#server/auth/guard';

/* Who may see and delete a fixture's or tournament's photos. */

/** The uploader's own photo, while they still hold uploadPhotos. */
function isOwn(caller: Caller, photo: Stored<PhotoDoc>): boolean {
  return caller?.doc.access.uploadPhotos === true && photo.doc.userId === caller.id;
}

/** Whether the caller sees every photo of this kind of entity (viewAnyPhoto, or its admin flag). */
export function canSeeAllPhotos(caller: Caller, entityType: PhotoDoc['entityType']): boolean {
  const access = caller?.doc.access;
  if (!access) return false;
  if (access.viewAnyPhoto) return true;
  return entityType === 'Game' ? access.manageScores === true : access.manageTournaments === true;
}

/** A photo's bytes: signed in, and its uploader or one who sees all photos of its kind. */
export function canSeePhoto(caller: Caller, photo: Stored<PhotoDoc>): boolean {
  return !!caller && (isOwn(caller, photo) || canSeeAllPhotos(caller, photo.doc.entityType));
}

/** deleteAnyPhoto, or the uploader's own photo. */
export function canDeletePhoto(caller: Caller, photo: Stored<PhotoDoc>): boolean {
  return caller?.doc.access.deleteAnyPhoto === true || isOwn(caller, photo);
}
