import type { ReactNode } from 'react';
import type { Side } from '@darts/core/scorecard/scorecard';
import { lazyComponent } from '#web/components/lazyComponent';
import { FixtureTabs } from './FixtureTabs';
import type { ScorecardProps } from './Scorecard';
import { ScorecardAccolades } from './ScorecardAccolades';
import { ScorecardHeading } from './ScorecardHeading';
import { ScorecardMatches } from './ScorecardMatches';
import type { ScorecardEditor } from './useScorecardEditor';

// A fixture night's call list: its own chunk, fetched only for a card with boards (decision 054),
// which reads the card again while its calls may move.
const FixtureCalls = lazyComponent(async () => (await import('./loaders')).loadFixtureCalls());
// Results left unsaved: its own chunk, for whoever keeps the results of a card with boards or a
// match linked to its leg-by-leg record (a card scored on a scorer without boards too).
const CardUnsavedResults = lazyComponent(async () => (await import('./loaders')).loadCardUnsavedResults());

/** The card itself (heading, matches, accolades) for any access; `children` follow it (Save ...). */
export function ScorecardView({
  game,
  access,
  clerkSide,
  homePlayers,
  awayPlayers,
  account = null,
  editor,
  children,
}: ScorecardProps & { editor: ScorecardEditor; children?: ReactNode }) {
  const { card } = editor;
  const empty = access === 'readonly' && game.matches.length === 0;
  const boards = (game.boards?.length ?? 0) > 0;
  const momSides: Side[] =
    access === 'admin' ? ['home', 'away'] : access === 'clerk' && clerkSide ? [clerkSide] : [];

  return (
    <div className="p-3">
      <FixtureTabs game={game} date={card.date} />
      <ScorecardHeading game={game} access={access} clerkSide={clerkSide} account={account} editor={editor} />

      {empty ? (
        <p>No scores, yet</p>
      ) : (
        <ScorecardMatches
          game={game}
          homePlayers={homePlayers}
          awayPlayers={awayPlayers}
          mayAddPlayers={account?.access.managePlayers === true}
          editor={editor}
        />
      )}
      {!empty && (
        <button
          type="button"
          className="table-csv btn btn-outline-secondary btn-sm mb-3 d-print-none"
          onClick={() =>
            void import('./cardCsvFile').then((csv) => csv.downloadCard(editor.shown, card.date))
          }
        >
          CSV<span className="visually-hidden"> of the card</span>
        </button>
      )}

      {/* Calls come with boards only: a card with boards shows them as they come. */}
      {boards && <FixtureCalls game={game} mayMove={access === 'admin'} editing={editor.editing} />}
      {access === 'admin' && (boards || game.matches.some((m) => m.saygId)) && (
        <CardUnsavedResults game={game} />
      )}

      <ScorecardAccolades momSides={momSides} empty={empty} editor={editor} />
      {children}
    </div>
  );
}
