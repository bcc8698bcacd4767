import { lazy, Suspense } from 'react';
import type { Fixture } from '@darts/core/contract/fixture';
import { matchOptionAt } from '@darts/core/scorecard/matchOptions';
import { with180, withHiCheck, withRecordLinked } from './scorecardUpdates';
import { newMatchRecord } from './matchRecord';
import type { ScorecardEditor } from './useScorecardEditor';

// Scoring and adding players are for some accounts only: their code loads when first opened.
const SaygDialog = lazy(async () => ({ default: (await import('./SaygDialog')).SaygDialog }));
const NewPlayerDialog = lazy(async () => ({ default: (await import('./NewPlayerDialog')).NewPlayerDialog }));

/** The open leg-by-leg scorer or new-player dialog, if any. */
export function ScorecardDialogs({ game, editor }: { game: Fixture; editor: ScorecardEditor }) {
  const { card, setCard, saygMatch, adding } = editor;
  return (
    <Suspense fallback={null}>
      {saygMatch !== null && card.matches[saygMatch] && (
        <SaygDialog
          fixtureId={game.id}
          index={saygMatch}
          saygId={card.matches[saygMatch]!.saygId}
          fresh={newMatchRecord(
            card.matches[saygMatch]!,
            matchOptionAt(card.matchOptions, saygMatch, card.isKnockout),
          )}
          onChange={(record) => editor.legsChanged(saygMatch, record)}
          onLinked={(saygId) => setCard((c) => withRecordLinked(c, saygMatch, saygId))}
          on180={(side) => setCard((c) => with180(c, saygMatch, side))}
          onHiCheck={(side, score) => setCard((c) => withHiCheck(c, saygMatch, side, score))}
          onClose={() => editor.setSaygMatch(null)}
        />
      )}

      {adding && (
        <NewPlayerDialog
          team={adding.side === 'home' ? game.home : game.away}
          seasonId={game.seasonId}
          onCreated={editor.playerAdded}
          onClose={() => editor.setAdding(null)}
        />
      )}
    </Suspense>
  );
}
