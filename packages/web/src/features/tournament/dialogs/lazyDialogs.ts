import { useEffect } from 'react';
import { lazyComponent } from '#web/components/lazyComponent';
import type { SheetAccess } from '../sheetAccess';

/*
 * The tournament sheets' dialogs and scoring screen, each loaded the first time someone opens it
 * (visitors never do), through loaders.ts, which `useDialogLoaders` fetches ahead for accounts
 * that may open them.
 */

const loaders = () => import('./loaders');

/** Fetches the dialogs' loaders once the sheet shows to an account that may edit or score. */
export function useDialogLoaders(access: SheetAccess): void {
  const editor = access.manage || access.results || access.score;
  useEffect(() => {
    if (editor) loaders().catch(() => undefined);
  }, [editor]);
}

export const EditMatchDialog = lazyComponent(async () => (await loaders()).loadEditMatchDialog());
export const SideDialog = lazyComponent(async () => (await loaders()).loadSideDialog());
export const AccoladesDialog = lazyComponent(async () => (await loaders()).loadAccoladesDialog());
export const EditTournamentDialog = lazyComponent(async () => (await loaders()).loadEditTournamentDialog());
export const TournamentPhotos = lazyComponent(async () => (await loaders()).loadTournamentPhotos());
export const MatchScoring = lazyComponent(async () => (await loaders()).loadMatchScoring());
