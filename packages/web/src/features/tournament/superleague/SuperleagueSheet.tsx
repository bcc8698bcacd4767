import './superleague.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAccess } from '@darts/core/account/access';
import type { Account } from '@darts/core/contract/account';
import { superleagueSaygIds } from '@darts/core/tournament/superleague';
import { useLocation } from '#web/routing/location';
import { queryKeys } from '#web/api/keys';
import type { TournamentDto } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import { divisionsQuery, useSite } from '#web/features/site/queries';
import { SheetDialogs } from '../dialogs/lazyDialogs';
import { SheetHeading } from '../SheetHeading';
import { useSheet } from '../useSheet';
import { MasterDraw } from './MasterDraw';
import { useNightRecords } from './useNightRecords';

// Following the records live starts a moment after the sheet shows, as the knockout's following
// does (TournamentPage).
const FollowRecords = lazyComponent(async () => (await import('./FollowRecords')).FollowRecords);
// The "Master draw only" switch follows the draw a moment later (docs/decisions/012).
const Switch = lazyComponent(async () => (await import('#web/components/Switch')).Switch);
// The reports show once the records have loaded: their code is fetched alongside the records.
const NightReports = lazyComponent(async () => (await import('./NightReports')).NightReports);
NightReports.preload();

/**
 * A single-round ("superleague") tournament: the master draw, then the match
 * log, the summary and the printable match report, each from the matches' leg-by-leg records
 * (followed live). `?winner` highlights the winners; kioskMode and "Master draw only" hide the
 * report views.
 */
export function SuperleagueSheet({
  tournament,
  account,
}: {
  tournament: TournamentDto;
  account: Account | null;
}) {
  const sheet = useSheet(account);
  const { access, save, setDialog } = sheet;
  const location = useLocation();
  const showWinner = location.search.includes('winner');
  const kiosk = hasAccess(account, 'kioskMode');
  const [drawOnly, setDrawOnly] = useState(false);
  const queryClient = useQueryClient();
  // The scorer's own throws are not sent back to it live: read the records again after scoring.
  const scored = () => void queryClient.invalidateQueries({ queryKey: queryKeys.sayg.all });
  const { matches, loading } = useNightRecords(tournament);
  const organisation = useSite()?.name ?? '';
  const divisions = useQuery(divisionsQuery()).data ?? [];
  const division = divisions.find((d) => d.id === tournament.divisionId)?.name ?? null;
  const host = tournament.host ?? '';
  const opponent = tournament.opponent ?? '';
  const reports = !kiosk && !drawOnly;

  return (
    <div className="superleague-sheet p-2 p-md-3">
      <FollowRecords ids={superleagueSaygIds(tournament)} />
      <SheetHeading sheet={sheet} tournament={tournament} account={account} />
      {!kiosk && (
        <Switch
          className="d-print-none mb-2"
          label="Master draw only"
          checked={drawOnly}
          onChange={setDrawOnly}
        />
      )}
      <MasterDraw
        tournament={tournament}
        matches={matches}
        access={access}
        busy={save.busy}
        showWinner={showWinner}
        kiosk={kiosk}
        onSave={save.save}
        onScore={(matchIndex) => setDialog({ kind: 'score', place: { roundIndex: 0, matchIndex } })}
        onAddSide={() => setDialog({ kind: 'side', sideId: null })}
      />
      {reports && loading && <Spinner label="Loading the matches" />}
      {reports && !loading && (
        <NightReports
          organisation={organisation}
          division={division}
          gender={tournament.gender ?? null}
          host={host}
          opponent={opponent}
          matches={matches}
          showWinner={showWinner}
        />
      )}
      {sheet.dialog && (
        <SheetDialogs sheet={sheet} tournament={tournament} account={account} onScoringClosed={scored} />
      )}
    </div>
  );
}
