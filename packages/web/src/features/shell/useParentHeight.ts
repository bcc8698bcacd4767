import { useEffect } from 'react';

export const HEIGHT_CHECK_INTERVAL_MS = 250;
/** Added to the body's height so the host's iframe never shows a scroll bar. */
export const HEIGHT_PADDING = 25;

/**
 * In embed mode, tells the hosting page how tall the content is:
 * every 250 ms, and only when it changed, posts `{height}` to the parent window.
 */
export function useParentHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let last = -1;
    const check = () => {
      const height = document.body.scrollHeight;
      if (height === last) return;
      last = height;
      window.parent.postMessage({ height: height + HEIGHT_PADDING }, '*');
    };
    check();
    const timer = window.setInterval(check, HEIGHT_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
}
