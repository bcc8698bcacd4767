/**
 * Loads the analysis page through this small module, so the shell carries no list of its files
 * (admin/adminPage.ts, docs/decisions/031).
 */
export const loadAnalysePage = async () => (await import('./AnalysePage')).AnalysePage;
