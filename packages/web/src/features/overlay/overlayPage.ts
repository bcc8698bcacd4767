/** Loads the overlay page (its file list ships with this module, not with every page's entry: decision 031). */
export const loadOverlayPage = async () => (await import('./OverlayPage')).OverlayPage;
