import { useEffect, useRef } from 'react';

export interface HardwareKeyHandlers {
  digit(digit: number): void;
  backspace(): void;
  enter(): void;
  /** Something is typed: Enter then scores it instead of activating a focused button. */
  hasValue: boolean;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const tag = target.tagName.toLowerCase();
  return (
    tag === 'input' || tag === 'select' || tag === 'textarea' || (target as HTMLElement).isContentEditable
  );
}

const ignored = (event: KeyboardEvent) =>
  event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target);

/**
 * Digits, Backspace and Enter from a hardware keyboard (or a Bluetooth numpad), through a
 * document `keyup` listener, unless focus is in a text field.
 * While a score is typed, Enter's keydown is cancelled so it does not also activate whatever
 * button has focus (which would score twice or press something else).
 */
export function useHardwareKeys(enabled: boolean, handlers: HardwareKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !ignored(event) && latest.current.hasValue) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      if (event.key === 'Enter') latest.current.enter();
      else if (event.key === 'Backspace') latest.current.backspace();
      else if (/^[0-9]$/.test(event.key)) latest.current.digit(Number(event.key));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
