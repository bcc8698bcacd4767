import { useState } from 'react';
import type { Fixture, FixturePlayer } from '@darts/core/contract/fixture';
import type { Side } from '@darts/core/scorecard/scorecard';
import { editableCard } from './model';
import type { ScorecardEditor } from './useScorecardEditor';

const nothing = () => undefined;

/**
 * What a visitor with read-only access has of the editor: the card as read and its photos (which
 * some read-only accounts may add). No draft, no Save, no dialogs: the editing code
 * (useScorecardEditor) is not downloaded for them (docs/decisions/012).
 */
export function useReadOnlyScorecard(
  game: Fixture,
  homePlayers: readonly FixturePlayer[],
  awayPlayers: readonly FixturePlayer[],
): ScorecardEditor {
  const [card, setCard] = useState<Fixture>(() => editableCard(game));
  const [photos, setPhotos] = useState(game.photos);
  return {
    draft: { card, setCard, notice: null, restore: nothing, discard: nothing, saved: nothing },
    card,
    setCard,
    shown: card,
    mayEdit: false,
    editable: false,
    editing: false,
    viewing: null,
    submission: null,
    toggleViewing: nothing,
    accepted: { home: [], away: [] },
    accept: nothing,
    acceptAll: nothing,
    closeSubmission: nothing,
    photos,
    setPhotos,
    allPlayers: [...homePlayers, ...awayPlayers],
    squadOf: (side: Side) => (side === 'home' ? homePlayers : awayPlayers),
    setMatch: nothing,
    mayScoreLegs: () => false,
    saygMatch: null,
    setSaygMatch: nothing,
    legsChanged: nothing,
    adding: null,
    setAdding: nothing,
    playerAdded: nothing,
    saving: false,
    saveError: null,
    save: nothing,
  };
}
