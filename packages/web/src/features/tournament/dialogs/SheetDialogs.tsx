import type { Account } from '@darts/core/contract/account';
import type { TournamentDto } from '#web/api/tournament';
import type { Sheet } from '../useSheet';
import {
  AccoladesDialog,
  EditMatchDialog,
  EditTournamentDialog,
  MatchScoring,
  SideDialog,
  TournamentPhotos,
} from './lazyDialogs';

/**
 * The open dialog of either tournament sheet (each loaded when first opened, lazyDialogs.ts). A
 * save from a dialog shows its refusal inside it. `onScoringClosed` runs after the scoring screen
 * closes.
 */
export function SheetDialogs({
  sheet,
  tournament,
  account,
  onScoringClosed,
}: {
  sheet: Sheet;
  tournament: TournamentDto;
  account: Account | null;
  onScoringClosed?: () => void;
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
    default:
      return null;
  }
}
