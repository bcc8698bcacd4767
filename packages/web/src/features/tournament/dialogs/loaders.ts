/*
 * Every dialog and the scoring screen of the tournament sheets, imported through this small
 * module: the lists of their files (dozens: the modal, zod, the scoring screen) ship with it
 * instead of with the sheets every visitor loads. Editors fetch it once, when the sheet shows
 * (lazyDialogs.ts, docs/decisions/031).
 */
export const loadEditMatchDialog = async () => (await import('./EditMatchDialog')).EditMatchDialog;
export const loadSideDialog = async () => (await import('./SideDialog')).SideDialog;
export const loadAccoladesDialog = async () => (await import('./AccoladesDialog')).AccoladesDialog;
export const loadEditTournamentDialog = async () =>
  (await import('./EditTournamentDialog')).EditTournamentDialog;
export const loadTournamentPhotos = async () => (await import('./TournamentPhotos')).TournamentPhotos;
export const loadMatchScoring = async () => (await import('../scoring/MatchScoring')).MatchScoring;
export const loadPlanMatchScoring = async () =>
  (await import('../formats/PlanMatchScoring')).PlanMatchScoring;
/** The call list where matches are moved to boards, and the knockout sheet's boards around it. */
export const loadCallBoard = async () => (await import('../formats/CallBoard')).CallBoard;
export const loadKnockoutBoards = async () => (await import('../KnockoutBoards')).KnockoutBoards;
export const loadKnockoutCallList = async () => (await import('../KnockoutBoards')).KnockoutCallList;
