/** Loads the player's figures page (its file list ships with this module, not with every page's entry: decision 031). */
export const loadPlayerPage = async () => (await import('./PlayerPage')).PlayerPage;

/**
 * Loads the player's own choice to count their shared practice (decision 062), for signed-in
 * visitors only: its file list ships here, where the page's already is, so the page carries none.
 */
export const loadPracticeChoice = async () => (await import('./PracticeChoice')).PracticeChoice;
