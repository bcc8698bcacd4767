/*
 * A full-screen session's work (the Fullscreen API or the pinned fallback, the wake lock, the
 * listeners): loaded when Full screen is first pressed, not with the screen that shows the
 * button (docs/decisions/012). `useFullScreen` holds the state.
 */

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | null {
  const candidate = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return candidate && typeof candidate.request === 'function' ? candidate : null;
}

export interface FullScreenSession {
  /** The Fullscreen API took the element; otherwise it is pinned over the page with CSS. */
  native: boolean;
  /** The screen's wake lock has been asked for (refusals are ignored). */
  locked: Promise<void>;
  /** Ends the session: listeners off, the wake lock released, the browser's full screen left. */
  exit(): Promise<void>;
  /** Listeners off and the wake lock released (the element is going away). */
  release(): void;
}

/**
 * Puts `element` full screen with the screen kept awake (`navigator.wakeLock`) while it lasts.
 * Uses the Fullscreen API where the browser allows it; elsewhere (iPhone Safari, an iframe
 * without allowfullscreen, tests) the caller pins the element over the page. `onEnded` is called
 * when the browser leaves full screen by itself (Escape).
 */
export async function startFullScreen(element: HTMLElement, onEnded: () => void): Promise<FullScreenSession> {
  let lock: WakeLockSentinelLike | null = null;
  let ended = false;
  const acquire = async () => {
    const api = wakeLockApi();
    if (!api || lock || ended) return;
    try {
      lock = await api.request('screen');
      if (ended) release();
    } catch {
      // Refused (battery saver, hidden page): the screen may dim, scoring still works.
    }
  };
  const onChange = () => {
    if (native && document.fullscreenElement !== element) {
      release();
      onEnded();
    }
  };
  // The browser drops the wake lock while the page is hidden; take it again on return.
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      lock = null;
      void acquire();
    }
  };
  function release() {
    ended = true;
    document.removeEventListener('fullscreenchange', onChange);
    document.removeEventListener('visibilitychange', onVisible);
    const sentinel = lock;
    lock = null;
    sentinel?.release().catch(() => undefined);
  }

  let native = false;
  if (typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
    try {
      await element.requestFullscreen();
      native = true;
    } catch {
      // Not allowed here: pin the element over the page instead.
    }
  }
  document.addEventListener('fullscreenchange', onChange);
  document.addEventListener('visibilitychange', onVisible);
  return {
    native,
    locked: acquire(),
    release,
    exit: async () => {
      release();
      if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
        await document.exitFullscreen().catch(() => undefined);
      }
    },
  };
}
