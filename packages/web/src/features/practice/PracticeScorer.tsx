import './practice.css';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '#web/routing/location';
import type { SaygState } from '@darts/core/scoring/types';
import { useShell } from '#web/appState/AppContext';
import { SaygScreen } from '#web/features/scoring/SaygScreen';
import { lazyComponent } from '#web/components/lazyComponent';
import type { KeyValueStore } from '#web/features/scoring/sync/kept';
import type { SaygSyncEngine } from '#web/features/scoring/sync/syncEngine';
import { useSaygSync } from '#web/features/scoring/sync/useSaygSync';
import { useFullScreen } from '#web/features/scoring/useFullScreen';
import { PracticeControls } from './PracticeControls';
import { rememberCurrentPractice } from './practiceSession';
import { restarted, settingsQuery, withSettings, type PracticeSettings } from './practiceSettings';

// Save and share (with TanStack Query's mutations), follow live and the sync state are fetched
// right after the scoring screen shows.
const PracticeToolbar = lazyComponent(async () => (await import('./PracticeToolbar')).PracticeToolbar);

export interface PracticeScorerProps {
  engine: SaygSyncEngine;
  storage: KeyValueStore;
}

/** A practice match scored in this browser: controls, the scoring screen, sync state and sharing. */
export function PracticeScorer({ engine, storage }: PracticeScorerProps) {
  const status = useSaygSync(engine);
  const { kept } = status;
  const record = kept.record;
  const page = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(page);
  const { kiosk } = useShell();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (kept.id === null && kept.revision > 0) rememberCurrentPractice(storage, kept.key);
  }, [storage, kept.id, kept.key, kept.revision]);

  // Once saved (now, or by a background retry after a failed save) the id is the address's hash.
  useEffect(() => {
    if (kept.id && location.hash !== `#${kept.id}`) {
      navigate(`${location.pathname}${location.search}#${kept.id}`, { replace: true });
    }
  }, [kept.id, location.pathname, location.hash, location.search, navigate]);

  const settings: PracticeSettings = {
    yourName: record.yourName,
    opponentName: record.opponentName ?? null,
    startingScore: record.startingScore,
    numberOfLegs: record.numberOfLegs,
  };
  const change = (next: SaygState) => engine.change(next);
  const changeSettings = (update: Partial<PracticeSettings>) => {
    const next = withSettings(record, update);
    engine.change(next);
    const search = settingsQuery(new URLSearchParams(location.search), { ...settings, ...update });
    navigate(`${location.pathname}?${search}${location.hash}`, { replace: true });
  };
  const restart = () => {
    engine.change(restarted(record));
    if (kiosk) void fullScreen.enter();
  };

  return (
    <div ref={page} className={`practice-page${fullScreen.pinned ? ' sayg-fullscreen' : ''}`}>
      <PracticeControls settings={settings} onChange={changeSettings} onRestart={restart} />
      <SaygScreen
        record={record}
        onChange={change}
        onLegChange={change}
        onMatchFinished={() => void fullScreen.exit()}
        fullScreen={fullScreen}
        toolbar={<PracticeToolbar engine={engine} status={status} />}
      />
    </div>
  );
}
