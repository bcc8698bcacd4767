import { useRef, useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import type { Fixture, FixtureMatch, FixturePlayer } from '@darts/core/contract/fixture';
import type { Side } from '@darts/core/scorecard/scorecard';
import { acceptAll, type AcceptedPart } from '@darts/core/scorecard/submissions';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { browserStore } from '#web/features/scoring/sync/browserSync';
import { withLegsWon, withMatch } from './scorecardUpdates';
import { forgetSavedDrafts, legsToSave } from './matchRecord';
import { withPlayer } from './MatchRow';
import { editableCard, scoresRequest, submissionCard, type AccessLevel } from './model';
import { hasEdits } from './scorecardDraft';
import { useSaveScoresMutation } from './mutations';
import { useScorecardDraft } from './useScorecardDraft';

export interface ScorecardEditorOptions {
  game: Fixture;
  access: AccessLevel;
  homePlayers: readonly FixturePlayer[];
  awayPlayers: readonly FixturePlayer[];
  account: Account | null;
  onSaved?: (messages: readonly string[]) => void;
}

/** The player choice a new player is being added for (managePlayers). */
export interface AddingPlayer {
  index: number;
  side: Side;
  place: number;
}

/**
 * The scorecard's editing state: the local draft, which submission is viewed instead of the card,
 * the leg-by-leg records scored since the card was read, the open dialogs and Save.
 */
export function useScorecardEditor({
  game,
  access,
  homePlayers,
  awayPlayers,
  account,
  onSaved,
}: ScorecardEditorOptions) {
  // A clerk edits their submission only until the results are published.
  const mayEdit = access === 'admin' || (access === 'clerk' && !game.resultsPublished);
  const draft = useScorecardDraft(game, account?.id ?? null, mayEdit);
  const { card, setCard } = draft;
  const [photos, setPhotos] = useState(game.photos);
  // Matches scored leg by leg since the card was read, by index; Save sends those not synced yet.
  const [saygs, setSaygs] = useState<Record<number, SaygState>>({});
  const [saygMatch, setSaygMatch] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Side | null>(null);
  const [adding, setAdding] = useState<AddingPlayer | null>(null);
  // The parts an administrator has taken from each side's submission since the card was read.
  const [accepted, setAccepted] = useState<Record<Side, readonly AcceptedPart[]>>({ home: [], away: [] });
  // The matches whose legs the last Save carried (their records never reached the server).
  const sentLegs = useRef<number[]>([]);
  const save = useSaveScoresMutation(game.id, (messages) => {
    draft.saved();
    forgetSavedDrafts(browserStore(), game.id, sentLegs.current);
    onSaved?.(messages);
  });

  const submission =
    viewing === 'home' ? game.homeSubmission : viewing === 'away' ? game.awaySubmission : null;
  const shown = submission ? submissionCard(card, submission) : card;
  const editable = mayEdit && !submission && !save.isPending;

  const setMatch = (index: number, match: FixtureMatch) => setCard((c) => withMatch(c, index, match));
  const noteAccepted = (side: Side, parts: readonly AcceptedPart[]) =>
    setAccepted((a) => ({ ...a, [side]: [...a[side], ...parts.filter((p) => !a[side].includes(p))] }));
  const sidePlayers = (index: number, side: SideKey) => {
    const m = card.matches[index];
    return (side === 'home' ? m?.homePlayers : m?.awayPlayers) ?? [];
  };

  return {
    draft,
    card,
    setCard,
    shown,
    mayEdit,
    editable,
    /**
     * Something open on the card that a new read of it would lose (edits not saved, a draft waiting
     * for the scorer's choice, a dialog, a submission viewed, a save on its way): the card is then
     * not read again by itself (followTheNight.ts).
     */
    editing:
      mayEdit &&
      (save.isPending ||
        saygMatch !== null ||
        adding !== null ||
        viewing !== null ||
        draft.notice?.kind === 'older' ||
        hasEdits(card, editableCard(game))),
    viewing,
    submission,
    toggleViewing: (side: Side) => setViewing((v) => (v === side ? null : side)),
    /** What was taken from each side's submission, shown until the card is saved. */
    accepted,
    /** Takes one part of the viewed submission into the card. */
    accept: (part: AcceptedPart, take: (card: Fixture) => Fixture) => {
      if (!viewing) return;
      setCard(take);
      noteAccepted(viewing, [part]);
    },
    /**
     * Takes everything the viewed submission records ("Accept all") and shows the card again,
     * where Save keeps it (saving is off while a submission is viewed).
     */
    acceptAll: () => {
      if (!viewing || !submission) return;
      setCard((c) => acceptAll(c, viewing, submission).card);
      noteAccepted(viewing, acceptAll(card, viewing, submission).parts);
      setViewing(null);
    },
    /** Shows the card again instead of a submission. */
    closeSubmission: () => setViewing(null),
    photos,
    setPhotos,
    allPlayers: [...homePlayers, ...awayPlayers],
    squadOf: (side: Side) => (side === 'home' ? homePlayers : awayPlayers),
    setMatch,
    /** Scoring leg by leg needs the account's permission and both sides' players chosen. */
    mayScoreLegs: (index: number, playerCount: number) =>
      account?.access.recordScoresAsYouGo === true &&
      sidePlayers(index, 'home').length === playerCount &&
      sidePlayers(index, 'away').length === playerCount,
    saygMatch,
    setSaygMatch,
    legsChanged: (index: number, record: SaygState) => {
      setSaygs((s) => ({ ...s, [index]: record }));
      setCard((c) => withLegsWon(c, index, record));
    },
    adding,
    setAdding,
    playerAdded: (player: FixturePlayer) => {
      if (!adding) return;
      const { index, side, place } = adding;
      const match = card.matches[index]!;
      const key = side === 'home' ? 'homePlayers' : 'awayPlayers';
      setMatch(index, { ...match, [key]: withPlayer(match[key], place, player) });
      setAdding(null);
    },
    saving: save.isPending,
    /** Why the last Save was refused, until the next one. */
    saveError: save.error,
    save: () => {
      const unsynced = legsToSave(browserStore(), saygs, (i) => card.matches[i]?.saygId ?? null);
      sentLegs.current = Object.keys(unsynced).map(Number);
      save.mutate(scoresRequest(card, unsynced, game));
    },
  };
}

export type ScorecardEditor = ReturnType<typeof useScorecardEditor>;
