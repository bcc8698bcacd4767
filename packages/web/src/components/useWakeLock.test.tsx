import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './useWakeLock';

/* The screen kept on while scoring and on the TV: taken, taken again when shown again, let go after. */

function Screen({ active }: { active: boolean }) {
  useWakeLock(active);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('takes the screen lock while active, again when the page is shown again, and lets it go after', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }) as unknown as WakeLockSentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const view = render(<Screen active />);
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith('screen');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);
    view.rerender(<Screen active={false} />);
    expect(release).toHaveBeenCalled();
  });

  it('does nothing when inactive or where the browser has no wake lock', async () => {
    const request = vi.fn();
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    render(<Screen active={false} />);
    await act(async () => undefined);
    expect(request).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => render(<Screen active />)).not.toThrow();
  });
});
