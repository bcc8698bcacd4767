/** Loads the player's figures page (its file list ships with this module, not with every page's entry: decision 031). */
export const loadPlayerPage = async () => (await import('./PlayerPage')).PlayerPage;
