import { fillPath, route } from './route';

/** A photo's bytes (an image, not JSON) (packages/server/src/routes/photo). */
export const PHOTO_ROUTES = {
  get: route<Uint8Array>()('GET', '/api/Photo/:id'),
  /** Scaled to `size` pixels high when taller. */
  scaled: route<Uint8Array>()('GET', '/api/Photo/:id/:size'),
} as const;

/** The address of a photo's bytes, optionally scaled to `height`. */
export function photoUrl(photoId: string, height?: number): string {
  return height
    ? fillPath(PHOTO_ROUTES.scaled.path, { id: photoId, size: height })
    : fillPath(PHOTO_ROUTES.get.path, { id: photoId });
}
