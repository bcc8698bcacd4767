/** The error dialog's title when a tournament cannot be saved. */
export const COULD_NOT_SAVE_TOURNAMENT = 'Could not save tournament details';
