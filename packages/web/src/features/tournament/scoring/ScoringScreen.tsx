import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { legsWon } from '@darts/core/scoring/match';
import { settle } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { isHiCheck, type TournamentSide } from '@darts/core/tournament/index';
import type { PatchTournamentRequest, TournamentDto } from '#web/api/tournament';
import { Modal } from '#web/components/Modal';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { SaygScorer, useSyncedSayg } from '#web/features/live/SaygScorer';
import { keptFromServer } from '#web/features/scorecard/matchRecord';
import { saygQuery } from '#web/features/scoring/queries';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import { readKept, type KeptSayg } from '#web/features/scoring/sync/kept';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import { COULD_NOT_CREATE_SAYG, useAddSayg, usePatchTournament } from '../mutations';
import { COULD_NOT_SAVE_TOURNAMENT } from '../saveTitles';
import { playerOf } from './patches';

/** A tournament match as the scoring screen needs it, whatever the format (a knockout's, a group's). */
export interface ScoredMatch {
  /** The id POST /api/Tournament/{id} creates the record for: a knockout match's GUID, a planned format's "W1-2". */
  matchId: string;
  sideA: TournamentSide | null;
  sideB: TournamentSide | null;
  saygId: string | null;
  scoreA: number | null;
  scoreB: number | null;
  startingScore: number;
  numberOfLegs: number;
  /** Why the match cannot be scored now, if it cannot. */
  problem: string | null;
  /** The PATCH that records the legs won. */
  scorePatch: (home: number, away: number) => PatchTournamentRequest;
}

interface Props {
  tournament: TournamentDto;
  match: ScoredMatch;
  onClose: () => void;
  /** The browser's store, API and timers (tests pass their own). */
  env?: SyncEnvironment;
}

/**
 * A tournament match scored leg by leg on the scoring screen the scorecard uses: the record is
 * created through POST /api/Tournament/{id} when the match has none, synced from the first throw
 * (spectators follow it live), and the legs won, 180s and hi-checks go back to the tournament with
 * PATCH.
 */
export function ScoringScreen({ tournament, match, onClose, env: given }: Props) {
  const [env] = useState<SyncEnvironment>(() => given ?? browserSyncEnvironment());
  const addSayg = useAddSayg();
  const { problem, startingScore, numberOfLegs, saygId } = match;

  const requested = useRef(false);
  useEffect(() => {
    if (problem || saygId || requested.current) return;
    requested.current = true;
    // A refusal shows in this screen, beside Done (decision 021).
    addSayg.mutate({
      id: tournament.id,
      matchId: match.matchId,
      options: { playerCount: 1, startingScore, numberOfLegs },
    });
  }, [problem, saygId, match.matchId, addSayg, tournament.id, startingScore, numberOfLegs]);

  const nameA = match.sideA?.name ?? '';
  const nameB = match.sideB?.name ?? '';
  const fresh = useMemo(
    () =>
      settle({
        yourName: nameA,
        opponentName: nameB,
        startingScore,
        numberOfLegs,
        homeScore: 0,
        awayScore: 0,
        legs: {},
      }),
    [nameA, nameB, startingScore, numberOfLegs],
  );
  const keptHere = useMemo(() => (saygId ? readKept(env.storage, saygId) : null), [env.storage, saygId]);
  const stored = useQuery({ ...saygQuery(saygId ?? ''), enabled: saygId !== null && keptHere === null });
  const kept = useMemo<KeptSayg | null>(() => {
    if (keptHere) return { ...keptHere, sync: true };
    return stored.data ? keptFromServer(stored.data, fresh) : null;
  }, [keptHere, stored.data, fresh]);

  const title = nameA || nameB ? `${nameA} vs ${nameB}` : 'Match';
  return (
    <Modal show fullscreen onHide={onClose} aria-labelledby="tournament-match-title">
      <Modal.Header closeButton>
        <Modal.Title id="tournament-match-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem ? (
          <div className="alert alert-warning" role="alert">
            {problem}
          </div>
        ) : addSayg.isError ? (
          <SaveError title={COULD_NOT_CREATE_SAYG} error={addSayg.error} className="my-2" />
        ) : stored.isError ? (
          <div className="alert alert-warning" role="alert">
            The legs of this match could not be loaded: {stored.error.message}
          </div>
        ) : kept ? (
          <Scorer key={kept.key} env={env} initial={kept} tournament={tournament} match={match} />
        ) : (
          <Spinner label="Starting the match" />
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </Modal.Footer>
    </Modal>
  );
}

function Scorer({
  env,
  initial,
  tournament,
  match,
}: {
  env: SyncEnvironment;
  initial: KeptSayg;
  tournament: TournamentDto;
  match: ScoredMatch;
}) {
  const record = useSyncedSayg(env, initial);
  const patch = usePatchTournament();
  const sent = useRef({ home: match.scoreA ?? 0, away: match.scoreB ?? 0 });
  const sideOf = (side: SideKey) => (side === 'home' ? match.sideA : match.sideB);

  // The legs won go back to the tournament as they change.
  const change = (next: SaygState) => {
    const won = legsWon(next);
    if (!match.sideA || !match.sideB) return;
    if (won.home === sent.current.home && won.away === sent.current.away) return;
    sent.current = won;
    patch.mutate({ id: tournament.id, patch: match.scorePatch(won.home, won.away) });
  };
  const on180 = (side: SideKey) => {
    const player = playerOf(sideOf(side));
    if (player) patch.mutate({ id: tournament.id, patch: { additional180: player } });
  };
  const onHiCheck = (side: SideKey, score: number) => {
    const player = playerOf(sideOf(side));
    if (player && isHiCheck(score)) {
      patch.mutate({ id: tournament.id, patch: { additionalOver100Checkout: { ...player, score } } });
    }
  };
  return (
    <>
      <SaveError title={COULD_NOT_SAVE_TOURNAMENT} error={patch.error} className="my-2" />
      <SaygScorer {...record} onChange={change} on180={on180} onHiCheck={onHiCheck} />
    </>
  );
}
