import { useEffect } from 'react';
import { isSinglePlayer } from '@darts/core/scoring/match';
import { currentLeg, isSaygFinished, startQuestion } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { lazyComponent } from '#web/components/lazyComponent';
import { CheckoutNotice } from './components/CheckoutNotice';
import { displayName, sideName, type SideNames } from './components/names';
import { PlayLeg } from './components/PlayLeg';
import { StartLeg } from './components/StartLeg';
import type { SaygScreenProps } from './types';
import { useDoublesQuestion } from './useDoublesQuestion';
import { scoringActions } from './useScoring';

// The dialog (with react-bootstrap's Modal and its styles) is fetched once there is a throw to
// edit, not on the first screen (docs/decisions/012).
const EditThrowDialog = lazyComponent(
  async () => (await import('./components/EditThrowDialog')).EditThrowDialog,
);
const DoublesDialog = lazyComponent(async () => (await import('./components/DoublesDialog')).DoublesDialog);

/** The throw being edited in the edit-throw dialog. */
export interface Editing {
  legKey: string;
  side: SideKey;
  index: number;
}

export interface ScoringControlsProps {
  scoring: SaygScreenProps;
  /** The record settled (as shown). */
  settled: SaygState;
  names: SideNames;
  editing: Editing | null;
  onEdit(legKey: string, side: SideKey, index: number): void;
  onEditClose(): void;
}

/**
 * The scorer's part of the scoring screen (not for spectators): who throws first, the keypad,
 * the checkout notice, Undo once the match is over and the edit-throw dialog, with core's steps
 * they take. Fetched right after the scores show (docs/decisions/012).
 */
export function ScoringControls({
  scoring,
  settled,
  names,
  editing,
  onEdit,
  onEditClose,
}: ScoringControlsProps) {
  const { fullNames, onLegChange, askDartsAtDouble: askDoubles = false } = scoring;
  const asking = useDoublesQuestion(scoringActions(scoring, settled), settled, askDoubles);
  const { actions, question: doubles } = asking;
  const current = currentLeg(settled);
  const question = startQuestion(settled);
  const finished = isSaygFinished(settled);
  const canEdit = onLegChange !== undefined;
  const thrown = Object.values(settled.legs).some((leg) => leg.home.throws.length || leg.away?.throws.length);
  useEffect(() => {
    if (canEdit && thrown) EditThrowDialog.preload();
  }, [canEdit, thrown]);
  useEffect(() => {
    if (askDoubles) DoublesDialog.preload();
  }, [askDoubles]);

  const toThrow = current?.leg.currentThrow ?? 'home';
  const editedThrow = editing
    ? (editing.side === 'home' ? settled.legs[editing.legKey]?.home : settled.legs[editing.legKey]?.away)
        ?.throws[editing.index]
    : undefined;

  return (
    <>
      {canEdit && current && !question && (
        <CheckoutNotice record={settled} legKey={current.key} names={names} onChange={onEdit} />
      )}

      {question && (
        <StartLeg
          question={question}
          names={names}
          singlePlayer={isSinglePlayer(settled)}
          fullNames={fullNames}
          onStart={actions.start}
        />
      )}

      {current && !question && (
        <PlayLeg
          key={current.key}
          actions={actions}
          playerName={displayName(sideName(names, toThrow), fullNames)}
          dialogOpen={editing !== null || doubles !== null}
        />
      )}

      {finished && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary mb-2"
          onClick={() => actions.undo()}
        >
          Undo
        </button>
      )}

      {doubles && (
        <DoublesDialog
          question={doubles}
          playerName={displayName(sideName(names, doubles.side), fullNames)}
          onChoose={asking.answer}
          onClose={asking.dismiss}
        />
      )}

      {canEdit && editing && editedThrow && (
        <EditThrowDialog
          key={`${editing.legKey}-${editing.side}-${editing.index}`}
          throwNumber={editing.index + 1}
          sideName={sideName(names, editing.side)}
          initial={editedThrow}
          onSave={(change) => {
            const refused = actions.edit(editing.legKey, editing.side, editing.index, change);
            if (!refused) onEditClose();
            return refused;
          }}
          onClose={onEditClose}
        />
      )}
    </>
  );
}
