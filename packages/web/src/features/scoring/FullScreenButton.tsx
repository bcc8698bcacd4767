import type { FullScreenControl } from './useFullScreen';

/** Full screen on and off (the scoring toolbar and the live boards). */
export function FullScreenButton({ fullScreen }: { fullScreen: FullScreenControl }) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      onClick={() => void fullScreen.toggle()}
    >
      {fullScreen.active ? 'Exit full screen' : 'Full screen'}
    </button>
  );
}
