import type { Account } from '@darts/core/contract/account';
import type { PlanMatch } from '@darts/core/tournament/formats/planMatch';
import type { TournamentDto } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import type { Sheet } from '../useSheet';
import { loaders } from './lazyDialogs';

// The refusal under the sheet's toolbar loads with the dialogs: both are for editors only
// (SheetSaveError, lazyDialogs.ts). Imported from here, it stays in the chunk the other pages'
// refusals share.
export { SaveError } from '#web/components/SaveError';

// Each dialog and the scoring screen load the first time someone opens them (loaders.ts).
const EditMatchDialog = lazyComponent(async () => (await loaders()).loadEditMatchDialog());
const SideDialog = lazyComponent(async () => (await loaders()).loadSideDialog());
const AccoladesDialog = lazyComponent(async () => (await loaders()).loadAccoladesDialog());
const EditTournamentDialog = lazyComponent(async () => (await loaders()).loadEditTournamentDialog());
const TournamentPhotos = lazyComponent(async () => (await loaders()).loadTournamentPhotos());
const MatchScoring = lazyComponent(async () => (await loaders()).loadMatchScoring());
const PlanMatchScoring = lazyComponent(async () => (await loaders()).loadPlanMatchScoring());

/**
 * The open dialog of either tournament sheet, itself loaded only for accounts that open one
 * (lazyDialogs.ts). A save from a dialog shows its refusal inside it. `onScoringClosed` runs
 * after the scoring screen closes.
 */
export function SheetDialogs({
  sheet,
  tournament,
  account,
  onScoringClosed,
  planMatch,
}: {
  sheet: Sheet;
  tournament: TournamentDto;
  account: Account | null;
  onScoringClosed?: () => void;
  /** A planned format's match by its id, as its sheet finds it. */
  planMatch?: (matchId: string) => PlanMatch | null;
}) {
  const { dialog, save } = sheet;
  const close = () => sheet.setDialog(null);
  const closeScoring = () => {
    close();
    onScoringClosed?.();
  };
  const edit = { tournament, onSave: save.save, onClose: close, saveError: save.refusal };
  switch (dialog?.kind) {
    case 'match':
      return <EditMatchDialog {...edit} place={dialog.place} />;
    case 'side':
      return <SideDialog {...edit} sideId={dialog.sideId} account={account} />;
    case '180s':
    case 'hi-checks':
      return <AccoladesDialog {...edit} kind={dialog.kind} />;
    case 'details':
      return <EditTournamentDialog {...edit} />;
    case 'photos':
      return <TournamentPhotos tournament={tournament} account={account} onClose={close} />;
    case 'score':
      return <MatchScoring tournament={tournament} place={dialog.place} onClose={closeScoring} />;
    case 'score-plan':
      return (
        <PlanMatchScoring
          tournament={tournament}
          matchId={dialog.matchId}
          found={planMatch?.(dialog.matchId) ?? null}
          onClose={closeScoring}
        />
      );
    default:
      return null;
  }
}
