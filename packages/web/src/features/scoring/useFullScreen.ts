import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FullScreenControl {
  active: boolean;
  /** Full screen without the Fullscreen API: the element should get the class `sayg-fullscreen`. */
  pinned: boolean;
  enter(): Promise<void>;
  exit(): Promise<void>;
  toggle(): Promise<void>;
}

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

type Mode = 'off' | 'native' | 'pinned';

/**
 * Full screen for a scoring element, with the screen kept awake (`navigator.wakeLock`) while it
 * lasts. Uses the Fullscreen API where the browser allows it; elsewhere (iPhone Safari, an
 * iframe without allowfullscreen, tests) the element is pinned over the page with CSS instead.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>): FullScreenControl {
  const [mode, setMode] = useState<Mode>('off');
  const lock = useRef<WakeLockSentinelLike | null>(null);

  const release = useCallback(() => {
    const sentinel = lock.current;
    lock.current = null;
    sentinel?.release().catch(() => undefined);
  }, []);

  const acquire = useCallback(async () => {
    const api = wakeLockApi();
    if (!api || lock.current) return;
    try {
      lock.current = await api.request('screen');
    } catch {
      // Refused (battery saver, hidden page): the screen may dim, scoring still works.
    }
  }, []);

  useEffect(() => {
    if (mode === 'off') return;
    const onChange = () => {
      if (mode === 'native' && document.fullscreenElement !== target.current) {
        setMode('off');
        release();
      }
    };
    // The browser drops the wake lock while the page is hidden; take it again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        lock.current = null;
        void acquire();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [mode, target, acquire, release]);

  useEffect(() => release, [release]);

  const enter = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    let native = false;
    if (typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
      try {
        await element.requestFullscreen();
        native = true;
      } catch {
        // Not allowed here: pin the element over the page instead.
      }
    }
    setMode(native ? 'native' : 'pinned');
    await acquire();
  }, [target, acquire]);

  const exit = useCallback(async () => {
    setMode('off');
    release();
    if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
      await document.exitFullscreen().catch(() => undefined);
    }
  }, [release]);

  const toggle = useCallback(() => (mode === 'off' ? enter() : exit()), [mode, enter, exit]);

  return { active: mode !== 'off', pinned: mode === 'pinned', enter, exit, toggle };
}
