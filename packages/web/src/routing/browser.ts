/**
 * Full page loads. Kept behind an object so tests can observe them (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Loads this page again (the TV after an outage: features/tv/useReloadAfterOutage.ts). */
  reload(): void {
    window.location.reload();
  },
};
