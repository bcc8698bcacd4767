import './sayg.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { legsWon, matchWinner } from '@darts/core/scoring/match';
import { currentLeg, isSaygFinished, settle } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { useWakeLock } from '#web/components/useWakeLock';
import { keepForOffline } from '#web/features/offline/keepForOffline';
import { usePreference } from '#web/features/preferences/usePreference';
import { LegView } from './components/LegView';
import { MatchResult } from './components/MatchResult';
import { type SideNames } from './components/names';
import { ScoringToolbar, type SaygStyle } from './components/ScoringToolbar';
import { MatchStatistics, ScoringControls } from './lazyViews';
import type { Editing } from './ScoringControls';
import type { SaygScreenProps } from './types';
import { useFullScreen } from './useFullScreen';

export type { SaygScreenProps } from './types';

/** The preference (cookie) holding the checkout-suggestion setting; off unless set. */
export const SUGGEST_CHECKOUTS_PREFERENCE = 'sayg-suggest-checkouts';

/**
 * The leg scoring screen: who throws first, the live score, the
 * keypad with its checkout and edit-throw dialogs, the match result and statistics. The scores
 * show first; the scorer's controls and the statistics are fetched right after (lazyViews.ts).
 */
export function SaygScreen<T extends SaygState>(props: SaygScreenProps<T>) {
  const { record, readOnly = false, fullNames, sequences, onLegChange } = props;
  const root = useRef<HTMLDivElement>(null);
  const ownFullScreen = useFullScreen(root);
  const fullScreen = props.fullScreen ?? ownFullScreen;
  const [stylePreference, setStyle] = usePreference('sayg-style');
  const style: SaygStyle = stylePreference === 'sayg-black' ? 'sayg-black' : 'sayg-white';
  const [suggestPreference, setSuggest] = usePreference(SUGGEST_CHECKOUTS_PREFERENCE);
  const [editing, setEditing] = useState<Editing | null>(null);

  const settled = useMemo(() => settle(record, sequences), [record, sequences]);
  const names: SideNames = { home: settled.yourName, away: settled.opponentName ?? null };
  const finished = isSaygFinished(settled);
  const current = currentLeg(settled);
  const won = legsWon(settled);
  const canEdit = !readOnly && onLegChange !== undefined;
  // Scoring keeps the screen on, and once a leg is under way the app for opening without signal
  // (docs/decisions/053).
  useWakeLock(canEdit);
  const started = Object.keys(record.legs).length > 0;
  useEffect(() => {
    if (canEdit && started) keepForOffline();
  }, [canEdit, started]);
  const openEdit = (legKey: string, side: SideKey, index: number) => setEditing({ legKey, side, index });
  const editFor = (legKey: string) =>
    canEdit ? (side: SideKey, index: number) => openEdit(legKey, side, index) : undefined;
  const hasThrows = Object.values(settled.legs).some(
    (leg) => leg.home.throws.length || leg.away?.throws.length,
  );

  // The statistics show once there are throws: fetch their code as the first ones come in.
  useEffect(() => {
    if (hasThrows) MatchStatistics.preload();
  }, [hasThrows]);

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
          legsInHand={settled.legsInHand}
          fullNames={fullNames}
          suggestCheckouts={!readOnly && suggestPreference === true}
          onEditThrow={editFor(current.key)}
        />
      )}

      {!readOnly && (
        <ScoringControls
          scoring={props as unknown as SaygScreenProps}
          settled={settled}
          names={names}
          editing={editing}
          onEdit={openEdit}
          onEditClose={() => setEditing(null)}
        />
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
