import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Fixture } from '@darts/core/contract/fixture';
import { cardMatchIndex, cardMatchName } from '@darts/core/scorecard/calls';
import { matchOptionAt } from '@darts/core/scorecard/matchOptions';
import { legsWon } from '@darts/core/scoring/match';
import type { SaygState } from '@darts/core/scoring/types';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { newMatchRecord } from './matchRecord';
import { gameQuery } from './queries';
import { SaygDialog } from './SaygDialog';
import { saveOverLatestCard } from './saveOverLatest';
import { with180, withHiCheck, withLegsWon, withRecordLinked } from './scorecardUpdates';

/** How often the board's device reads the card again while its match is on screen. */
const READ_EVERY_MS = 3000;

/** What the device has to put on the card: the record's link and legs, and accolades not yet saved. */
interface Unsaved {
  saygId: string | null;
  record: SaygState | null;
  accolades: ((card: Fixture) => Fixture)[];
}

/**
 * A board's scorer device on a fixture night (decision 055): the match the card's call list gives
 * its board, scored leg by leg with the scorecard's own scorer. Each leg won, the record's link and
 * each 180 or hi-check are saved on the card at once (PUT /api/Scores/{id}), over the card as last
 * read (read again and sent once more when someone saved it since).
 */
export function CalledCardScoring({
  fixtureId,
  matchId,
  onRecord,
}: {
  fixtureId: string;
  matchId: string;
  /** Tells the board the match's record once it has one. */
  onRecord: (saygId: string | null) => void;
}) {
  const game = useQuery({ ...gameQuery(fixtureId), refetchInterval: READ_EVERY_MS });
  const [open, setOpen] = useState(true);
  const card = game.data ?? null;
  const index = card ? cardMatchIndex(card, matchId) : -1;
  const saver = useCardSaver(fixtureId, index);
  const saygId = card?.matches[index]?.saygId ?? null;
  useEffect(() => onRecord(saygId), [onRecord, saygId]);
  const match = card?.matches[index];
  // The new record's names and options (the scorer reads them when it first opens).
  const fresh =
    card && match ? newMatchRecord(match, matchOptionAt(card.matchOptions, index, card.isKnockout)) : null;

  if (game.isError) {
    return (
      <p className="alert alert-warning" role="alert">
        The fixture could not be loaded: {game.error.message}
      </p>
    );
  }
  if (!card) return <Spinner label="Loading the match" />;
  if (!match || !fresh) return <p role="alert">This match is no longer on the card.</p>;
  const names = cardMatchName(card, matchId);
  return (
    <>
      <p className="lead" role="status">
        Now on this board: {names} (match {index + 1})
      </p>
      <SaveError title="Could not save the match on the card" error={saver.error} className="my-1" />
      {open ? (
        <SaygDialog
          fixtureId={fixtureId}
          index={index}
          saygId={saygId}
          fresh={fresh}
          onChange={saver.legs}
          onLinked={saver.linked}
          on180={(side) => saver.accolade((c) => with180(c, index, side))}
          onHiCheck={(side, score) => saver.accolade((c) => withHiCheck(c, index, side, score))}
          onClose={() => setOpen(false)}
        />
      ) : (
        <button type="button" className="btn btn-primary btn-lg" onClick={() => setOpen(true)}>
          Score {names}
        </button>
      )}
    </>
  );
}

/** Saves the device's match on the card, one save at a time, each over the card read just before. */
function useCardSaver(fixtureId: string, index: number) {
  const queryClient = useQueryClient();
  const unsaved = useRef<Unsaved>({ saygId: null, record: null, accolades: [] });
  const sentLegs = useRef('');
  const running = useRef(false);
  const again = useRef(false);
  const [error, setError] = useState<unknown>(null);

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    // The accolades this save carries (those added while it runs wait for the next).
    const taken = unsaved.current.accolades.length;
    const change = (card: Fixture) => {
      if (index < 0) return null;
      const { saygId, record, accolades } = unsaved.current;
      let next = saygId ? withRecordLinked(card, index, saygId) : card;
      if (record) next = withLegsWon(next, index, record);
      return accolades.slice(0, taken).reduce((c, add) => add(c), next);
    };
    try {
      const saved = await saveOverLatestCard(queryClient, fixtureId, change).then(
        (card) => card !== null,
        (e: unknown) => {
          setError(e);
          return false;
        },
      );
      if (saved) {
        unsaved.current.accolades.splice(0, taken);
        setError(null);
      }
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [queryClient, fixtureId, index]);

  return {
    error,
    legs: useCallback(
      (record: SaygState) => {
        unsaved.current.record = record;
        const won = legsWon(record);
        const key = `${won.home}-${won.away}`;
        if (key === sentLegs.current) return;
        sentLegs.current = key;
        void flush();
      },
      [flush],
    ),
    linked: useCallback(
      (saygId: string) => {
        unsaved.current.saygId = saygId;
        void flush();
      },
      [flush],
    ),
    accolade: (add: (card: Fixture) => Fixture) => {
      unsaved.current.accolades.push(add);
      void flush();
    },
  };
}
