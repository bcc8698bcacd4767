import { route } from './route';

/** A photo's bytes (an image, not JSON) (packages/server/src/routes/photo). */
export const PHOTO_ROUTES = {
  get: route<Uint8Array>()('GET', '/api/Photo/:id'),
  /** Scaled to `size` pixels high when taller. */
  scaled: route<Uint8Array>()('GET', '/api/Photo/:id/:size'),
} as const;
