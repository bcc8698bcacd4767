import { SheetSaveError } from './dialogs/lazyDialogs';
import { SheetToolbar, type SheetToolbarProps } from './SheetToolbar';
import { tournamentTitle } from '@darts/core/tournament/title';
import { Icon, NoteIcon } from '#web/components/icons';

/**
 * The top of either tournament sheet: its title, notes, toolbar and a refusal no dialog shows
 * (one from the Draw or a record's deletion, decision 021).
 */
export function SheetHeading(props: SheetToolbarProps) {
  const { sheet, tournament } = props;
  const { refusal } = sheet.save;
  return (
    <>
      <h1 className="h4 tournament-title">{tournamentTitle(tournament)}</h1>
      {tournament.notes && (
        <p className="small text-body-secondary">
          <Icon of={NoteIcon} className="me-1" />
          {tournament.notes}
        </p>
      )}
      <SheetToolbar {...props} />
      {sheet.dialog === null && refusal && <SheetSaveError {...refusal} className="my-2 d-print-none" />}
    </>
  );
}
