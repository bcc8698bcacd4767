import './sayg.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isSinglePlayer, legsWon, matchWinner } from '@darts/core/scoring/match';
import { currentLeg, isSaygFinished, settle, startQuestion } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { lazyComponent } from '#web/components/lazyComponent';
import { usePreference } from '#web/features/preferences/usePreference';
import { CheckoutNotice } from './components/CheckoutNotice';
import { LegView } from './components/LegView';
import { MatchResult } from './components/MatchResult';
import { MatchStatistics } from './components/MatchStatistics';
import { displayName, sideName, type SideNames } from './components/names';
import { PlayLeg } from './components/PlayLeg';
import { ScoringToolbar, type SaygStyle } from './components/ScoringToolbar';
import { StartLeg } from './components/StartLeg';
import type { ScoreAsYouGoProps } from './types';
import { useFullScreen } from './useFullScreen';
import { scoringActions } from './useScoring';

export type { ScoreAsYouGoProps } from './types';

// Dialogs (with react-bootstrap's Modal) are fetched after the screen shows, not with the page.
const EditThrowDialog = lazyComponent(
  async () => (await import('./components/EditThrowDialog')).EditThrowDialog,
);

/** The preference (cookie) holding the checkout-suggestion setting; off unless set. */
export const SUGGEST_CHECKOUTS_PREFERENCE = 'sayg-suggest-checkouts';

interface Editing {
  legKey: string;
  side: SideKey;
  index: number;
}

/**
 * The leg scoring screen: who throws first, the live score, the
 * keypad with its checkout and edit-throw dialogs, the match result and statistics.
 */
export function ScoreAsYouGo<T extends SaygState>(props: ScoreAsYouGoProps<T>) {
  const { record, readOnly = false, fullNames, sequences, onLegChange } = props;
  const root = useRef<HTMLDivElement>(null);
  const ownFullScreen = useFullScreen(root);
  const fullScreen = props.fullScreen ?? ownFullScreen;
  const [stylePreference, setStyle] = usePreference('sayg-style');
  const style: SaygStyle = stylePreference === 'sayg-black' ? 'sayg-black' : 'sayg-white';
  const [suggestPreference, setSuggest] = usePreference(SUGGEST_CHECKOUTS_PREFERENCE);
  const [editing, setEditing] = useState<Editing | null>(null);

  const settled = useMemo(() => settle(record, sequences), [record, sequences]);
  const actions = scoringActions(props, settled);
  const names: SideNames = { home: settled.yourName, away: settled.opponentName ?? null };
  const single = isSinglePlayer(settled);
  const finished = isSaygFinished(settled);
  const current = currentLeg(settled);
  const question = readOnly ? null : startQuestion(settled);
  const won = legsWon(settled);
  const canEdit = !readOnly && onLegChange !== undefined;
  useEffect(() => {
    if (canEdit) EditThrowDialog.preload();
  }, [canEdit]);
  const openEdit = (legKey: string, side: SideKey, index: number) => setEditing({ legKey, side, index });
  const editFor = (legKey: string) =>
    canEdit ? (side: SideKey, index: number) => openEdit(legKey, side, index) : undefined;

  const editedThrow = editing
    ? (editing.side === 'home' ? settled.legs[editing.legKey]?.home : settled.legs[editing.legKey]?.away)
        ?.throws[editing.index]
    : undefined;
  const toThrow = current?.leg.currentThrow ?? 'home';
  const hasThrows = Object.values(settled.legs).some(
    (leg) => leg.home.throws.length || leg.away?.throws.length,
  );

  const classes = ['sayg', style];
  if (fullScreen === ownFullScreen && ownFullScreen.pinned) classes.push('sayg-fullscreen');
  return (
    <div ref={root} className={classes.join(' ')} data-bs-theme={style === 'sayg-black' ? 'dark' : 'light'}>
      <ScoringToolbar
        style={style}
        onStyleChange={setStyle}
        fullScreen={fullScreen}
        suggestCheckouts={suggestPreference === true}
        onSuggestCheckoutsChange={readOnly ? undefined : (on) => setSuggest(on)}
      >
        {props.toolbar}
      </ScoringToolbar>

      {finished && (
        <MatchResult record={settled} names={names} winner={matchWinner(settled)} fullNames={fullNames} />
      )}

      {current && (
        <LegView
          leg={current.leg}
          legKey={current.key}
          names={names}
          legsWon={won}
          fullNames={fullNames}
          suggestCheckouts={!readOnly && suggestPreference === true}
          onEditThrow={editFor(current.key)}
        />
      )}

      {canEdit && current && !question && (
        <CheckoutNotice record={settled} legKey={current.key} names={names} onChange={openEdit} />
      )}

      {question && (
        <StartLeg
          question={question}
          names={names}
          singlePlayer={single}
          fullNames={fullNames}
          onStart={actions.start}
        />
      )}

      {!readOnly && current && !question && (
        <PlayLeg
          key={current.key}
          actions={actions}
          playerName={displayName(sideName(names, toThrow), fullNames)}
          dialogOpen={editing !== null}
        />
      )}

      {!readOnly && finished && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary mb-2"
          onClick={() => actions.undo()}
        >
          Undo
        </button>
      )}

      {(finished || readOnly) && hasThrows && (
        <MatchStatistics
          record={settled}
          names={names}
          fullNames={fullNames}
          onEditThrow={canEdit ? openEdit : undefined}
        />
      )}
      {!finished && !readOnly && hasThrows && (
        <StatisticsDetails record={settled} names={names} fullNames={fullNames} />
      )}

      {editing && editedThrow && (
        <EditThrowDialog
          key={`${editing.legKey}-${editing.side}-${editing.index}`}
          throwNumber={editing.index + 1}
          sideName={sideName(names, editing.side)}
          initial={editedThrow}
          onSave={(change) => {
            const refused = actions.edit(editing.legKey, editing.side, editing.index, change);
            if (!refused) setEditing(null);
            return refused;
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** Statistics while the match is in play, folded away until asked for. */
function StatisticsDetails({
  record,
  names,
  fullNames,
}: {
  record: SaygState;
  names: SideNames;
  fullNames?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Statistics</summary>
      {open && <MatchStatistics record={record} names={names} fullNames={fullNames} />}
    </details>
  );
}
