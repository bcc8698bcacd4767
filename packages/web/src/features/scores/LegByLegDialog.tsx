import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { GameMatch, MatchOption } from '@darts/core/contract/game';
import { settle } from '@darts/core/scoring/progress';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { Spinner } from '../../components/Spinner';
import { saygQuery } from '../sayg/queries';
import { ScoreAsYouGo } from '../sayg/ScoreAsYouGo';

const names = (players: readonly { name: string }[]) => players.map((p) => p.name).join(' & ');

/** A new leg-by-leg record for a match: names from the picked players, score and legs from its options. */
export function newMatchRecord(match: GameMatch, option: MatchOption): SaygState {
  return settle({
    yourName: names(match.homePlayers),
    opponentName: names(match.awayPlayers),
    startingScore: option.startingScore > 1 ? option.startingScore : 501,
    numberOfLegs: option.numberOfLegs > 0 ? option.numberOfLegs : 3,
    homeScore: 0,
    awayScore: 0,
    legs: {},
  });
}

export interface LegByLegDialogProps {
  index: number;
  /** The legs recorded on the card since it was read, if any. */
  record: SaygState | null;
  /** The match's stored leg-by-leg record, continued when nothing was recorded locally yet. */
  saygId: string | null;
  /** A new record for the match (names and options), also the names a stored record takes. */
  fresh: SaygState;
  onChange: (record: SaygState) => void;
  on180: (side: SideKey) => void;
  onHiCheck: (side: SideKey, score: number) => void;
  onClose: () => void;
}

/** Spec 2 "Fixture scorecard": one match scored leg by leg, full screen, saved with the card. */
export function LegByLegDialog({
  index,
  record: local,
  saygId,
  fresh,
  onChange,
  on180,
  onHiCheck,
  onClose,
}: LegByLegDialogProps) {
  const stored = useQuery({ ...saygQuery(saygId ?? ''), enabled: local === null && saygId !== null });
  const loading = local === null && saygId !== null && stored.isPending;
  const record =
    local ?? (stored.data ? settle({ ...fresh, homeScore: 0, awayScore: 0, legs: stored.data.legs }) : fresh);
  return (
    <Modal show fullscreen onHide={onClose} aria-labelledby="leg-by-leg-title">
      <Modal.Header closeButton>
        <Modal.Title id="leg-by-leg-title">
          Match {index + 1}: {record.yourName} vs {record.opponentName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {loading ? (
          <Spinner label="Loading the legs" />
        ) : (
          <ScoreAsYouGo
            record={record}
            onChange={onChange}
            onLegChange={(next) => onChange(next)}
            on180={(side) => on180(side)}
            onHiCheck={(side, score) => onHiCheck(side, score)}
            fullNames
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <span className="me-auto small text-body-secondary">The legs are saved with the scorecard.</span>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
