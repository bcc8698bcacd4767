import { useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import { Link, useLocation } from '#web/app/router';
import type { TournamentDto } from '#web/api/tournament';
import { useMayUsePhotos } from '#web/features/photos/PhotosDialog';
import type { OpenDialog, SheetAccess } from './TournamentSheet';

interface Props {
  tournament: TournamentDto;
  account: Account | null;
  access: SheetAccess;
  busy: boolean;
  onOpen: (dialog: OpenDialog) => void;
  draw: (() => void) | null;
  undoDraw: (() => void) | null;
}

/** Print, copy link, the TV layout, the Draw and (with the rights) the edit and photos dialogs. */
export function SheetToolbar({ tournament, account, access, busy, onOpen, draw, undoDraw }: Props) {
  const location = useLocation();
  const mayUsePhotos = useMayUsePhotos(account);
  const [copied, setCopied] = useState<string | null>(null);
  const tv = new URLSearchParams(location.search).get('widescreen') === 'true';
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
        🖨️ Print
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copyLink()}>
        🔗 Copy link
      </button>
      <Link
        className="btn btn-sm btn-outline-secondary"
        to={{ pathname: location.pathname, search: tv ? '' : '?widescreen=true' }}
      >
        {tv ? 'Standard layout' : '📺 TV layout'}
      </Link>
      {draw && (
        <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={draw}>
          🎲 Draw
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
      {mayUsePhotos && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onOpen({ kind: 'photos' })}
        >
          📷 Photos
        </button>
      )}
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
