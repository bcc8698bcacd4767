import { useQuery } from '@tanstack/react-query';
import { useShell } from '#web/appState/AppContext';
import { useParams } from '#web/routing/location';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { lazyComponent, useLoadedCode } from '#web/components/lazyComponent';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { tournamentQuery } from '#web/api/tournament';
import { SeasonCheck } from './SeasonCheck';
import { loadTournamentSheet } from './sheetCode';
import { tournamentTitle } from '@darts/core/tournament/title';

// Either sheet is a lazy chunk. The knockout sheet, the usual one, is fetched by the route beside
// the page's code (sheetCode.ts); the single-round sheet once the data says it is one (a single
// round then has fetched the 5 kB of knockout code too: docs/decisions/046).
const TournamentSheet = lazyComponent(async () => (await loadTournamentSheet()).TournamentSheet);
const SuperleagueSheet = lazyComponent(
  async () => (await import('./superleague/SuperleagueSheet')).SuperleagueSheet,
);
// A planned format (double elimination, groups, a plate, Swiss rounds): its own sheet, fetched once the data says so.
const FormatSheet = lazyComponent(async () => (await import('./formats/FormatSheet')).FormatSheet);
const FollowTournament = lazyComponent(
  async () => (await import('#web/features/live/FollowTournament')).FollowTournament,
);

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

/** The sheet a tournament is drawn on, by its format. */
const sheetOf = (t: { format: string | null; singleRound: boolean }) =>
  t.format ? FormatSheet : t.singleRound ? SuperleagueSheet : TournamentSheet;

/**
 * `/tournament/{id}`: the knockout sheet (or, for a single round, the superleague sheet: a lazy
 * chunk), read-only for visitors, following the tournament live so
 * results arrive without a reload. Widescreen (a TV browser, `?widescreen=true` or `?tv`: the
 * shell's flags) shows the pub-screen layout.
 */
export function TournamentPage() {
  const { tournamentId = '' } = useParams();
  const { flags } = useShell();
  const query = useQuery(tournamentQuery(tournamentId));
  const { account, isPending } = useAccount();
  const tournament = query.data ?? null;
  useDocumentTitle(tournament ? tournamentTitle(tournament) : 'Tournament');
  // The sheet is drawn as soon as its code and the data are here, never through a Suspense
  // fallback, which React holds for 300 ms (docs/decisions/046).
  const sheetReady = useLoadedCode(tournament && !tournament.deleted ? sheetOf(tournament) : null);

  if (query.isPending || isPending) return <Spinner label="Loading the tournament" />;
  if (query.isError) {
    return (
      <div className="alert alert-warning m-3" role="alert">
        The tournament could not be loaded: {query.error.message}
      </div>
    );
  }
  // A deleted tournament is gone for its visitors too (the API still answers it, with its remover).
  if (!tournament || tournament.deleted) {
    return (
      <div className="alert alert-warning m-3" role="alert">
        {TOURNAMENT_NOT_FOUND}
      </div>
    );
  }
  if (!sheetReady) return <Spinner label="Loading the tournament" />;
  // Widescreen: a television browser, `?widescreen=true` or `?tv`; `?widescreen=false` goes back.
  const tv = flags.widescreen;
  return (
    <>
      <FollowTournament id={tournamentId} />
      <SeasonCheck seasonId={tournament.seasonId} />
      {tournament.format ? (
        <FormatSheet tournament={tournament} account={account} />
      ) : tournament.singleRound ? (
        <SuperleagueSheet tournament={tournament} account={account} />
      ) : (
        <TournamentSheet tournament={tournament} account={account} tv={tv} />
      )}
    </>
  );
}
