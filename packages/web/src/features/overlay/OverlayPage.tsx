import './overlay.css';
import { useEffect } from 'react';
import { useParams } from '#web/routing/location';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { BoardOverlay } from './BoardOverlay';
import { MatchOverlay } from './MatchOverlay';

/**
 * `/overlay/match/{id}` (or `/overlay/board/{name}`, whichever match the board has): a transparent
 * 1920 x 1080 page for a stream (OBS's browser source) that follows a match live: the site's header and menu are hidden and the page has no background while
 * it is shown (docs/obs.md).
 */
export function OverlayPage() {
  const { kind, id } = useParams();
  useDocumentTitle('Overlay');
  useEffect(() => {
    document.documentElement.classList.add('overlay-mode');
    return () => document.documentElement.classList.remove('overlay-mode');
  }, []);
  if (kind === 'match' && id) return <MatchOverlay id={id} />;
  if (kind === 'board' && id) return <BoardOverlay name={id} />;
  return (
    <p className="overlay-problem">
      No such overlay: use /overlay/match/(the match's id) or /overlay/board/(the board's name)
    </p>
  );
}
