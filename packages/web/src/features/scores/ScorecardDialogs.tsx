import { lazy, Suspense } from 'react';
import type { Game } from '@darts/core/contract/game';
import { matchOptionAt } from '@darts/core/scorecard/matchOptions';
import { with180, withHiCheck, withRecordLinked } from './cardUpdates';
import { newMatchRecord } from './matchRecord';
import type { ScorecardEditor } from './useScorecardEditor';

// Scoring and adding players are for some accounts only: their code loads when first opened.
const LegByLegDialog = lazy(async () => ({ default: (await import('./LegByLegDialog')).LegByLegDialog }));
const NewPlayerDialog = lazy(async () => ({ default: (await import('./NewPlayerDialog')).NewPlayerDialog }));

/** The open leg-by-leg scorer or new-player dialog, if any. */
export function ScorecardDialogs({ game, editor }: { game: Game; editor: ScorecardEditor }) {
  const { card, setCard, legByLeg, adding } = editor;
  return (
    <Suspense fallback={null}>
      {legByLeg !== null && card.matches[legByLeg] && (
        <LegByLegDialog
          fixtureId={game.id}
          index={legByLeg}
          saygId={card.matches[legByLeg]!.saygId}
          fresh={newMatchRecord(
            card.matches[legByLeg]!,
            matchOptionAt(card.matchOptions, legByLeg, card.isKnockout),
          )}
          onChange={(record) => editor.legsChanged(legByLeg, record)}
          onLinked={(saygId) => setCard((c) => withRecordLinked(c, legByLeg, saygId))}
          on180={(side) => setCard((c) => with180(c, legByLeg, side))}
          onHiCheck={(side, score) => setCard((c) => withHiCheck(c, legByLeg, side, score))}
          onClose={() => editor.setLegByLeg(null)}
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
