import { useEffect, useState } from 'react';
import type { Fixture } from '@darts/core/contract/fixture';
import { browserStore } from '#web/features/scoring/sync/browserSync';
import {
  draftKey,
  dropDraft,
  hasEdits,
  keepDraft,
  readDraft,
  restoredCard,
  type ScorecardDraft,
} from './scorecardDraft';
import { editableCard } from './model';

export interface ScorecardDraftState {
  card: Fixture;
  setCard: (update: (card: Fixture) => Fixture) => void;
  /** Unsaved changes found on this device: restored (same card version) or waiting (older). */
  notice: { kind: 'restored' | 'older'; savedAt: string } | null;
  restore(): void;
  discard(): void;
  /** The card was saved: its draft goes. */
  saved(): void;
}

/**
 * The card being edited, kept on this device until saved (see scorecardDraft.ts). A draft of the same
 * card version comes back at once; one made to an older version waits for the scorer's choice.
 */
export function useScorecardDraft(
  game: Fixture,
  accountId: string | null,
  editable: boolean,
): ScorecardDraftState {
  const [storage] = useState(browserStore);
  const key = accountId && editable ? draftKey(game.id, accountId) : null;
  const [found] = useState<ScorecardDraft | null>(() => (key ? readDraft(storage, key) : null));
  const same = found !== null && found.readAt === game.updated;
  const [card, setCard] = useState<Fixture>(() =>
    found && same ? restoredCard(found, editableCard(game)) : editableCard(game),
  );
  const [notice, setNotice] = useState<ScorecardDraftState['notice']>(() =>
    found ? { kind: same ? 'restored' : 'older', savedAt: found.savedAt } : null,
  );
  const waiting = notice?.kind === 'older';

  useEffect(() => {
    // An older draft stays until the scorer restores or discards it.
    if (!key || waiting) return;
    if (hasEdits(card, editableCard(game))) {
      keepDraft(storage, key, { readAt: card.updated, card, savedAt: new Date().toISOString() });
    } else {
      dropDraft(storage, key);
    }
  }, [card, game, key, storage, waiting]);

  return {
    card,
    setCard,
    notice,
    restore() {
      if (found) setCard(restoredCard(found, editableCard(game)));
      setNotice(found ? { kind: 'restored', savedAt: found.savedAt } : null);
    },
    discard() {
      if (key) dropDraft(storage, key);
      setCard(editableCard(game));
      setNotice(null);
    },
    saved() {
      if (key) dropDraft(storage, key);
    },
  };
}
