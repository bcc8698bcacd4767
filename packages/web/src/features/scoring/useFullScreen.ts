import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FullScreenSession } from './fullScreenSession';

export interface FullScreenControl {
  active: boolean;
  /** Full screen without the Fullscreen API: the element should get the class `sayg-fullscreen`. */
  pinned: boolean;
  enter(): Promise<void>;
  exit(): Promise<void>;
  toggle(): Promise<void>;
}

type Mode = 'off' | 'native' | 'pinned';

/**
 * Full screen for a scoring element, with the screen kept awake while it lasts
 * (`fullScreenSession.ts`, fetched on the first press). Uses the Fullscreen API where the browser
 * allows it; elsewhere (iPhone Safari, an iframe without allowfullscreen, tests) the element is
 * pinned over the page with CSS instead.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>): FullScreenControl {
  const [mode, setMode] = useState<Mode>('off');
  const session = useRef<FullScreenSession | null>(null);

  useEffect(
    () => () => {
      session.current?.release();
      session.current = null;
    },
    [],
  );

  const enter = useCallback(async () => {
    const element = target.current;
    if (!element || session.current) return;
    const { startFullScreen } = await import('./fullScreenSession');
    const started = await startFullScreen(element, () => {
      if (session.current === started) session.current = null;
      setMode('off');
    });
    session.current = started;
    setMode(started.native ? 'native' : 'pinned');
    await started.locked;
  }, [target]);

  const exit = useCallback(async () => {
    const current = session.current;
    session.current = null;
    setMode('off');
    await current?.exit();
  }, []);

  const toggle = useCallback(() => (mode === 'off' ? enter() : exit()), [mode, enter, exit]);

  return { active: mode !== 'off', pinned: mode === 'pinned', enter, exit, toggle };
}
