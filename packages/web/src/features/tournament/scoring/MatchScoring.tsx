import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { legsWon } from '@darts/core/scoring/match';
import { settle } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import {
  DEFAULT_TOURNAMENT_STARTING_SCORE,
  isHiCheck,
  matchLegs,
  roundList,
  scoringProblem,
  type TournamentMatch,
} from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { Modal } from '#web/components/Modal';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { SaygScorer, useSyncedSayg } from '#web/features/live/SaygScorer';
import { keptFromServer } from '#web/features/scorecard/matchRecord';
import { saygQuery } from '#web/features/scoring/queries';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import { readKept, type KeptSayg } from '#web/features/scoring/sync/kept';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import type { MatchPlace } from '../Bracket';
import { COULD_NOT_CREATE_SAYG, useAddSayg, usePatchTournament } from '../mutations';
import { COULD_NOT_SAVE_TOURNAMENT } from '../saveTitles';
import { playerOf, scorePatch } from './patches';

interface Props {
  tournament: TournamentDto;
  place: MatchPlace;
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
export function MatchScoring({ tournament, place, onClose, env: given }: Props) {
  const round = roundList(tournament.round)[place.roundIndex] ?? null;
  const match = round?.matches[place.matchIndex] ?? null;
  const [env] = useState<SyncEnvironment>(() => given ?? browserSyncEnvironment());
  const addSayg = useAddSayg();
  const problem = match ? scoringProblem(match) : 'Save the tournament first';
  const numberOfLegs = matchLegs(round, place.matchIndex, tournament.bestOf);
  const startingScore =
    round?.matchOptions[place.matchIndex]?.startingScore ?? DEFAULT_TOURNAMENT_STARTING_SCORE;

  const requested = useRef(false);
  useEffect(() => {
    if (problem || !match || match.saygId || requested.current) return;
    requested.current = true;
    // A refusal shows in this screen, beside Done (decision 021).
    addSayg.mutate({
      id: tournament.id,
      matchId: match.id,
      options: { playerCount: 1, startingScore, numberOfLegs },
    });
  }, [problem, match, addSayg, tournament.id, startingScore, numberOfLegs]);

  const fresh = useMemo(
    () =>
      settle({
        yourName: match?.sideA?.name ?? '',
        opponentName: match?.sideB?.name ?? '',
        startingScore,
        numberOfLegs,
        homeScore: 0,
        awayScore: 0,
        legs: {},
      }),
    [match?.sideA?.name, match?.sideB?.name, startingScore, numberOfLegs],
  );
  const saygId = match?.saygId ?? null;
  const keptHere = useMemo(() => (saygId ? readKept(env.storage, saygId) : null), [env.storage, saygId]);
  const stored = useQuery({ ...saygQuery(saygId ?? ''), enabled: saygId !== null && keptHere === null });
  const kept = useMemo<KeptSayg | null>(() => {
    if (keptHere) return { ...keptHere, sync: true };
    return stored.data ? keptFromServer(stored.data, fresh) : null;
  }, [keptHere, stored.data, fresh]);

  const title = match ? `${match.sideA?.name ?? ''} vs ${match.sideB?.name ?? ''}` : 'Match';
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
        ) : kept && match ? (
          <Scorer
            key={kept.key}
            env={env}
            initial={kept}
            tournament={tournament}
            place={place}
            match={match}
          />
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
  place,
  match,
}: {
  env: SyncEnvironment;
  initial: KeptSayg;
  tournament: TournamentDto;
  place: MatchPlace;
  match: TournamentMatch;
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
    patch.mutate({
      id: tournament.id,
      patch: scorePatch(place.roundIndex, match.sideA.id, match.sideB.id, won.home, won.away),
    });
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
