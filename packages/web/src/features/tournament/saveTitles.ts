/** The error dialog's title when a tournament cannot be saved (spec 3 section 8). */
export const COULD_NOT_SAVE_TOURNAMENT = 'Could not save tournament details';
