import { useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import { useShell } from '#web/appState/AppContext';
import { Link } from 'wouter';
import { useLocation } from '#web/routing/location';
import type { TournamentDto } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import type { Sheet } from './useSheet';
import { Icon, DrawIcon, LinkIcon, PrintIcon, TvIcon } from '#web/components/icons';

// Only accounts that may see photos load the feature check (visitors never do).
const PhotosButton = lazyComponent(async () => (await import('./dialogs/PhotosButton')).PhotosButton);
// Only exportData holders load the export button (with the admin area's export call).
const TournamentExportButton = lazyComponent(
  async () => (await import('./TournamentExportButton')).TournamentExportButton,
);

export interface SheetToolbarProps {
  sheet: Sheet;
  tournament: TournamentDto;
  account: Account | null;
  /** The Draw and its undo, when the sheet offers them. */
  draw?: (() => void) | null;
  undoDraw?: (() => void) | null;
}

/** Print, copy link, the TV layout, the Draw and (with the rights) the edit and photos dialogs. */
export function SheetToolbar({ sheet, tournament, account, draw, undoDraw }: SheetToolbarProps) {
  const { access, setDialog: onOpen } = sheet;
  const busy = sheet.save.busy;
  const location = useLocation();
  const photos = account?.access.uploadPhotos === true || account?.access.viewAnyPhoto === true;
  const [copied, setCopied] = useState<string | null>(null);
  // A TV browser starts in widescreen; `widescreen=false` is its way back (appState/flags.ts).
  const tv = useShell().flags.widescreen;
  const copyLink = async () => {
    const address = `${window.location.origin}/tournament/${tournament.id}`;
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Link copied');
    } catch {
      setCopied(`Copy this link: ${address}`);
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2 mb-2 d-print-none" role="toolbar" aria-label="Tournament">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => window.print()}>
        <Icon of={PrintIcon} /> Print
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copyLink()}>
        <Icon of={LinkIcon} /> Copy link
      </button>
      <Link
        className="btn btn-sm btn-outline-secondary"
        to={`${location.pathname}?widescreen=${tv ? 'false' : 'true'}`}
      >
        {tv ? (
          'Standard layout'
        ) : (
          <>
            <Icon of={TvIcon} /> TV layout
          </>
        )}
      </Link>
      {draw && (
        <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={draw}>
          <Icon of={DrawIcon} /> Draw
        </button>
      )}
      {undoDraw && (
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={undoDraw}>
          Undo draw
        </button>
      )}
      {access.manage && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => onOpen({ kind: 'details' })}>
          Edit tournament
        </button>
      )}
      {photos && <PhotosButton account={account} onOpen={() => onOpen({ kind: 'photos' })} />}
      {account?.access.exportData === true && <TournamentExportButton tournament={tournament} />}
      {busy && (
        <span className="small text-body-secondary align-self-center" role="status">
          Saving…
        </span>
      )}
      {copied && (
        <span className="small align-self-center" role="status">
          {copied}
        </span>
      )}
    </div>
  );
}
