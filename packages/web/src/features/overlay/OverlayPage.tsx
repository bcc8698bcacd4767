import './overlay.css';
import { useEffect } from 'react';
import { useParams } from '#web/routing/location';
import { lazyComponent } from '#web/components/lazyComponent';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { BoardOverlay } from './BoardOverlay';
import { MatchOverlay } from './MatchOverlay';

// The bracket and the table: each a chunk of its own, fetched only by its overlay.
const TournamentOverlay = lazyComponent(async () => (await import('./TournamentOverlay')).TournamentOverlay);
const DivisionOverlay = lazyComponent(async () => (await import('./DivisionOverlay')).DivisionOverlay);

/**
 * `/overlay/match/{id}` (or `/overlay/board/{name}`, whichever match the board has),
 * `/overlay/tournament/{id}` (its bracket or tables) and `/overlay/division/{id or name}` (its
 * league table): a transparent 1920 x 1080 page for a stream (OBS's browser source) that follows
 * live: the site's header and menu are hidden and the page has no background while it is shown
 * (docs/obs.md).
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
  if (kind === 'tournament' && id) return <TournamentOverlay id={id} />;
  if (kind === 'division' && id) return <DivisionOverlay id={id} />;
  return (
    <p className="overlay-problem">
      No such overlay: use /overlay/match/(the match's id), /overlay/board/(the board's name),
      /overlay/tournament/(the tournament's id) or /overlay/division/(the division's name or id)
    </p>
  );
}
