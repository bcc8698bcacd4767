import { useEffect, useRef } from 'react';
import { browserNavigation } from '#web/routing/browser';

/**
 * A TV left on through a night recovers by itself (docs/decisions/044): once the league's server
 * answers again after it could not be reached (the network or the server dropped), the page loads
 * afresh: a new live connection with every subscription (one that fell back to polling, or gave up
 * while the server was away, comes back), and the web app the server has now. Reloading only once
 * an answer came means a TV never reloads into the browser's own error page.
 */
export function useReloadAfterOutage(failing: boolean, answered: boolean): void {
  const failed = useRef(false);
  useEffect(() => {
    if (failing) failed.current = true;
    else if (answered && failed.current) {
      failed.current = false;
      browserNavigation.reload();
    }
  }, [failing, answered]);
}
