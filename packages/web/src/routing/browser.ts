/**
 * Full page loads. Kept behind an object so tests can observe them (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
