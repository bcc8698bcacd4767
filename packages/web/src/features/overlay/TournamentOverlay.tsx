import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bracketLayout, type BracketSlot } from '@darts/core/tournament/layout';
import { tournamentTitle } from '@darts/core/tournament/title';
import { matchLegs, winningKey } from '@darts/core/tournament/winner';
import { tournamentQuery, type TournamentDto } from '#web/api/tournament';
import { asTournament } from '#web/features/live/FollowTournament';
import { useLiveAllowed } from '#web/features/live/useLiveAllowed';
import { useLiveSubscription } from '#web/features/live/useLiveSubscription';
import { formatView } from './FormatOverlay';
import {
  columnLines,
  overlayTextSize,
  OverlayRounds,
  type OverlayColumn,
  type TournamentView,
} from './OverlayRounds';

const slotName = (slot: BracketSlot) =>
  slot.kind === 'empty' ? '' : (slot.side?.name ?? (slot.kind === 'winner' ? slot.placeholder : ''));

/** A knockout: its rounds side by side, laid out by the sheet's rules (core tournament/layout.ts). */
function knockoutView(tournament: TournamentDto): TournamentView {
  const layout = bracketLayout(tournament);
  const columns: OverlayColumn[] = layout.rounds.map((round, r) => ({
    title: round.name,
    matches: round.matches.map((match, m) => ({
      key: `${r}-${m}`,
      id: match.mnemonic,
      a: { name: slotName(match.sideA), score: match.scoreA, won: match.winner === 'sideA' },
      b: { name: slotName(match.sideB), score: match.scoreB, won: match.winner === 'sideB' },
    })),
  }));
  return {
    content: columns.length ? (
      <OverlayRounds columns={columns} />
    ) : (
      <p className="overlay-waiting">Waiting for the players</p>
    ),
    size: overlayTextSize(columnLines(columns)),
    winner: layout.winner?.name ?? null,
  };
}

/** A single round (a superleague night): its matches and their legs, as its sheet saves them. */
function singleRoundView(tournament: TournamentDto): TournamentView {
  const round = tournament.round;
  const column: OverlayColumn = {
    title: round?.name || 'Matches',
    matches: (round?.matches ?? []).map((match, m) => {
      const won = winningKey(match, matchLegs(round, m, tournament.bestOf));
      return {
        key: match.id,
        id: null,
        a: { name: match.sideA?.name ?? '', score: match.scoreA, won: won === 'sideA' },
        b: { name: match.sideB?.name ?? '', score: match.scoreB, won: won === 'sideB' },
      };
    }),
  };
  return {
    content: <OverlayRounds columns={[column]} />,
    size: overlayTextSize(columnLines([column])),
    winner: null,
  };
}

const viewOf = (tournament: TournamentDto): TournamentView =>
  tournament.format
    ? formatView({ ...tournament, format: tournament.format })
    : tournament.singleRound
      ? singleRoundView(tournament)
      : knockoutView(tournament);

/**
 * `/overlay/tournament/{id}`: a tournament as a stream shows it, over the camera picture: a
 * knockout's bracket, a planned format's tables and rounds, a single round's matches, and a lower
 * third naming the tournament and, once decided, its winner. Live updates of the tournament (each
 * result saved) replace it as they come; a dropped connection reconnects by itself and is sent
 * the tournament as it is then.
 */
export function TournamentOverlay({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const options = tournamentQuery(id);
  const query = useQuery(options);
  const { allowed } = useLiveAllowed();
  const status = useLiveSubscription({
    id,
    type: 'Tournament',
    enabled: allowed,
    onUpdate: (data) => {
      const update = asTournament(data, id);
      if (update) queryClient.setQueryData(options.queryKey, update);
    },
  });
  const tournament = query.data;
  if (query.isPending) return null;
  if (query.isError && !tournament) {
    return (
      <p className="overlay-problem" role="alert">
        The tournament could not be loaded: {query.error.message}
      </p>
    );
  }
  // A deleted tournament is gone for its visitors (the API still answers it, with its remover).
  if (!tournament || tournament.deleted) {
    return (
      <p className="overlay-problem" role="alert">
        Tournament not found
      </p>
    );
  }
  const view = viewOf(tournament);
  return (
    <div className="overlay-frame" data-live={status}>
      <div className="overlay-sheet" style={{ fontSize: `${view.size}vh` }}>
        {view.content}
      </div>
      <div className="overlay-lower-third" aria-label="Tournament">
        <strong>{tournamentTitle(tournament)}</strong>
        <span>{view.winner ? `Winner: ${view.winner}` : ''}</span>
      </div>
    </div>
  );
}
