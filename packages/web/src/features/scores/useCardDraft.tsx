import { useEffect, useState } from 'react';
import type { Game } from '@darts/core/contract/game';
import { browserStore } from '#web/features/scoring/sync/browserSync';
import {
  draftKey,
  dropDraft,
  hasEdits,
  keepDraft,
  readDraft,
  restoredCard,
  type CardDraft,
} from './cardDraft';
import { editableCard } from './model';

export interface CardDraftState {
  card: Game;
  setCard: (update: (card: Game) => Game) => void;
  /** Unsaved changes found on this device: restored (same card version) or waiting (older). */
  notice: { kind: 'restored' | 'older'; savedAt: string } | null;
  restore(): void;
  discard(): void;
  /** The card was saved: its draft goes. */
  saved(): void;
}

/**
 * The card being edited, kept on this device until saved (see cardDraft.ts). A draft of the same
 * card version comes back at once; one made to an older version waits for the scorer's choice.
 */
export function useCardDraft(game: Game, accountId: string | null, editable: boolean): CardDraftState {
  const [storage] = useState(browserStore);
  const key = accountId && editable ? draftKey(game.id, accountId) : null;
  const [found] = useState<CardDraft | null>(() => (key ? readDraft(storage, key) : null));
  const same = found !== null && found.readAt === game.updated;
  const [card, setCard] = useState<Game>(() =>
    found && same ? restoredCard(found, editableCard(game)) : editableCard(game),
  );
  const [notice, setNotice] = useState<CardDraftState['notice']>(() =>
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

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
};

/** Tells the scorer about unsaved changes found on this device, with what they can do. */
export function DraftNotice({ draft }: { draft: CardDraftState }) {
  const { notice } = draft;
  if (!notice) return null;
  return (
    <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="status">
      <span className="me-auto">
        {notice.kind === 'restored'
          ? `Your changes from ${when(notice.savedAt)} on this device are back. They are not saved yet.`
          : `This device has changes from ${when(notice.savedAt)} that were not saved, made before the card was last saved by someone else.`}
      </span>
      {notice.kind === 'older' && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => draft.restore()}>
          Restore them
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => draft.discard()}>
        Discard them
      </button>
    </div>
  );
}
