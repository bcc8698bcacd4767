import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '#web/components/Modal';
import { orderedLegs } from '@darts/core/scoring/match';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { Spinner } from '#web/components/Spinner';
import { saygQuery } from '#web/features/scoring/queries';
import { newKept, type KeptSayg } from '#web/features/scoring/sync/kept';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import { SaygScorer, useSyncedSayg } from '#web/features/live/SaygScorer';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import { keptFromServer, openMatchRecord, rememberMatchRecord, withMatchSettings } from './matchRecord';

export { newMatchRecord } from './matchRecord';

interface ScoringCallbacks {
  /** Every change of the record: the card takes the legs won and keeps the legs for Save. */
  onChange: (record: SaygState) => void;
  /** The record's server id, once created: the card links it to the match. */
  onLinked: (saygId: string) => void;
  on180: (side: SideKey) => void;
  onHiCheck: (side: SideKey, score: number) => void;
}

export interface SaygDialogProps extends ScoringCallbacks {
  fixtureId: string;
  index: number;
  /** The record the card links to the match, if any. */
  saygId: string | null;
  /** A new record for the match (names and options), also the names a kept record takes. */
  fresh: SaygState;
  onClose: () => void;
  /** The browser's store, API and timers (tests pass their own). */
  env?: SyncEnvironment;
}

/**
 * On the fixture scorecard, one match scored leg by leg, full screen. The record is kept in the
 * browser after every visit and synced to the server in the background from the start, so
 * spectators follow it live (`/live/match?id=...`); the card links it to the match on Save.
 */
export function SaygDialog({
  fixtureId,
  index,
  saygId,
  fresh,
  onClose,
  env: given,
  ...callbacks
}: SaygDialogProps) {
  const [env] = useState<SyncEnvironment>(() => given ?? browserSyncEnvironment());
  const [source] = useState(() => openMatchRecord(env.storage, fixtureId, index, saygId, fresh));
  const loadId = source.kind === 'load' ? source.id : null;
  const stored = useQuery({ ...saygQuery(loadId ?? ''), enabled: loadId !== null });
  const kept = useMemo<KeptSayg | null>(() => {
    const found =
      source.kind === 'kept'
        ? source.kept
        : stored.data
          ? keptFromServer(stored.data, fresh)
          : // The linked record is gone (deleted): the match starts a new one.
            stored.data === null
            ? { ...newKept(fresh), sync: true }
            : null;
    // Every save says which match of which fixture it scores: Live now names the fixture.
    return found && { ...found, fixtureMatch: { fixtureId, index } };
    // `fresh` is read once, when the record is first opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, stored.data]);

  return (
    <Modal show fullscreen onHide={onClose} aria-labelledby="leg-by-leg-title">
      <Modal.Header closeButton>
        <Modal.Title id="leg-by-leg-title">
          Match {index + 1}: {fresh.yourName} vs {fresh.opponentName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {stored.isError ? (
          <div className="alert alert-warning" role="alert">
            The legs of this match could not be loaded: {stored.error.message}
          </div>
        ) : kept ? (
          <MatchScorer
            key={kept.key}
            env={env}
            initial={kept}
            fixtureId={fixtureId}
            index={index}
            fresh={fresh}
            {...callbacks}
          />
        ) : (
          <Spinner label="Loading the legs" />
        )}
      </Modal.Body>
      <Modal.Footer>
        <span className="me-auto small text-body-secondary">
          Every visit is kept on this device and shared live; the card links the match when saved.
        </span>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </Modal.Footer>
    </Modal>
  );
}

interface MatchScorerProps extends ScoringCallbacks {
  env: SyncEnvironment;
  initial: KeptSayg;
  fixtureId: string;
  index: number;
  fresh: SaygState;
}

/** The scoring screen over the match's synced record; the card learns its id and every change. */
function MatchScorer({
  env,
  initial,
  fixtureId,
  index,
  fresh,
  onChange,
  onLinked,
  on180,
  onHiCheck,
}: MatchScorerProps) {
  const record = useSyncedSayg(env, initial);
  const { engine } = record;
  const { kept } = record.status;
  const linked = useRef<string | null>(null);

  // Again after every change: the page load's housekeeping (scoring/sync/prune.ts) drops a pointer
  // whose record is not stored yet, and a new record is stored only with its first visit.
  useEffect(() => {
    rememberMatchRecord(env.storage, fixtureId, index, kept.key);
  }, [env.storage, fixtureId, index, kept.key, kept.revision]);

  useEffect(() => {
    if (kept.id && kept.id !== linked.current) {
      linked.current = kept.id;
      onLinked(kept.id);
    }
  }, [kept.id, onLinked]);

  // On opening: the card's players and options apply to the record; legs played fill the card.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const current = engine.getStatus().kept.record;
    const updated = withMatchSettings(current, fresh);
    if (updated) engine.change(updated);
    if (orderedLegs(current.legs).length > 0) onChange(updated ?? current);
  }, [engine, fresh, onChange]);

  return (
    <SaygScorer {...record} onChange={onChange} onAdopted={onChange} on180={on180} onHiCheck={onHiCheck} />
  );
}
