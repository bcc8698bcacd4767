import './tournament.css';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import { canDraw, drawSides, orderSides } from '@darts/core/tournament/draw';
import { bracketLayout } from '@darts/core/tournament/layout';
import { CLEAR_MATCH_SCORE_QUESTION, deleteRecordQuestion } from '@darts/core/tournament/messages';
import { tournamentApi, type TournamentDto } from '#web/api/tournament';
import { AccoladeBoxes } from './AccoladeBoxes';

// The planned formats' sheet takes the boxes from this chunk, already fetched (FormatSheet.tsx).
export { AccoladeBoxes };
import { Bracket, type MatchPlace } from './Bracket';
import { loaders, SheetDialogs } from './dialogs/lazyDialogs';
import { PlayingList } from './PlayingList';
import { SheetHeading } from './SheetHeading';
import { useSheet } from './useSheet';
import { Icon, TrophyIcon } from '#web/components/icons';
import { lazyComponent } from '#web/components/lazyComponent';

// The boards as whoever keeps the results sees them: moving calls, the number of boards, results
// left unsaved. Through the dialogs' loaders, which such accounts fetch as the sheet shows.
const KnockoutBoards = lazyComponent(async () => (await loaders()).loadKnockoutBoards());
// The call list as everyone else sees it, fetched only when the boards have calls.
const KnockoutCallList = lazyComponent(async () => (await loaders()).loadKnockoutCallList());

/**
 * The knockout sheet: the rounds side by side, the Playing list, the venue
 * winner and the 180s and hi-checks boxes. Every change is saved at once (PUT, one at a time) and
 * published live by the server. The Draw places the sides in a random order, undoable until the
 * first result.
 */
export function TournamentSheet({
  tournament,
  account,
  tv,
}: {
  tournament: TournamentDto;
  account: Account | null;
  tv: boolean;
}) {
  const sheet = useSheet(account);
  const { access, save, setDialog } = sheet;
  const layout = useMemo(() => bracketLayout(tournament), [tournament]);
  const [drawnFrom, setDrawnFrom] = useState<string[] | null>(null);
  const saveTournament = save.save;
  const drawable = access.results && canDraw(tournament) && tournament.sides.length > 1;
  const draw = async () => {
    const previous = tournament.sides.map((s) => s.id);
    const made = drawSides(tournament.sides, Math.random);
    // No result yet (canDraw): the saved rounds are laid out afresh from the drawn order.
    if (await saveTournament({ ...tournament, sides: made.sides, round: null })) setDrawnFrom(previous);
  };
  const undoDraw = async () => {
    if (!drawnFrom) return;
    const sides = orderSides(tournament.sides, drawnFrom);
    if (await saveTournament({ ...tournament, sides, round: null })) setDrawnFrom(null);
  };

  // Confirm, then offer to clear the score (a results clerk's right).
  // Kept in a ref (set after each render) so the boxes' handler stays the same function. Set as the
  // render is committed (a layout effect), before a click can reach it: set later, a click between
  // the two did nothing.
  const deleteRecord = useRef<(place: MatchPlace) => Promise<void>>(async () => undefined);
  useLayoutEffect(() => {
    deleteRecord.current = async (place: MatchPlace) => {
      const match = layout.rounds[place.roundIndex]?.matches[place.matchIndex];
      const saygId = match?.match?.saygId;
      if (!match || !saygId) return;
      if (!window.confirm(deleteRecordQuestion(match.mnemonic ?? `match ${place.matchIndex + 1}`))) return;
      const clearScores = access.results && window.confirm(CLEAR_MATCH_SCORE_QUESTION);
      await save.run(() => tournamentApi.deleteSayg(tournament.id, saygId, clearScores));
    };
  });

  // Stable handlers, so the memoised match boxes re-render only when their match changes.
  const onEdit = useCallback((place: MatchPlace) => setDialog({ kind: 'match', place }), [setDialog]);
  const onScore = useCallback((place: MatchPlace) => setDialog({ kind: 'score', place }), [setDialog]);
  const onDeleteRecord = useCallback((place: MatchPlace) => void deleteRecord.current(place), []);
  const onEditSide = useCallback((sideId: string | null) => setDialog({ kind: 'side', sideId }), [setDialog]);

  return (
    <div className={`tournament-sheet p-2 p-md-3${tv ? ' tournament-tv' : ''}`}>
      <SheetHeading
        sheet={sheet}
        tournament={tournament}
        account={account}
        draw={drawable ? () => void draw() : null}
        undoDraw={drawable && drawnFrom ? () => void undoDraw() : null}
      />
      {drawable && drawnFrom && (
        <p className="small d-print-none" role="status">
          Drawn order:{' '}
          {layout.sides
            .filter((s) => s.label)
            .map((s) => `${s.label} ${s.side.name}`)
            .join(', ')}
        </p>
      )}
      <div className="tournament-body">
        <Bracket
          tournament={tournament}
          layout={layout}
          access={access}
          onEdit={onEdit}
          onScore={onScore}
          onDeleteRecord={onDeleteRecord}
        />
        <aside className="tournament-aside">
          <div className="tournament-box" aria-label="Venue winner" role="region">
            <h2 className="h6">Venue winner</h2>
            <div className="fw-bold" data-testid="venue-winner">
              {layout.winner ? (
                <>
                  <Icon of={TrophyIcon} className="me-1" />
                  {layout.winner.name}
                </>
              ) : (
                '-'
              )}
            </div>
          </div>
          <PlayingList
            tournament={tournament}
            sides={layout.sides}
            editable={access.results}
            onEdit={onEditSide}
          />
          <AccoladeBoxes
            tournament={tournament}
            editable={access.results}
            onEdit={(kind) => setDialog({ kind })}
          />
        </aside>
      </div>
      {access.results && !tv ? (
        <KnockoutBoards tournament={tournament} sheet={sheet} />
      ) : (
        tournament.calls.length > 0 && <KnockoutCallList tournament={tournament} />
      )}
      {sheet.dialog && <SheetDialogs sheet={sheet} tournament={tournament} account={account} />}
    </div>
  );
}
