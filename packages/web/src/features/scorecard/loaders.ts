/*
 * The scorecard's parts only some visitors load, imported through this small module: the lists of
 * their files (the editor's dozen, the call list's) ship with it instead of with the card every
 * visitor loads (as the tournament sheets' dialogs/loaders.ts, docs/decisions/031).
 */
export const loadEditableScorecard = async () => (await import('./EditableScorecard')).EditableScorecard;
/** A fixture night's call list (decision 054): only for a card with boards. */
export const loadFixtureCalls = async () => (await import('./FixtureCalls')).FixtureCalls;
/** Results left unsaved (decision 054): for whoever keeps the results of a card with boards or linked records. */
export const loadCardUnsavedResults = async () => (await import('./CardUnsavedResults')).CardUnsavedResults;
