import { useEffect } from 'react';
import { lazyComponent } from '#web/components/lazyComponent';
import type { SheetAccess } from '../sheetAccess';

/*
 * What only an account that may edit or score a tournament sheet uses, loaded the first time it
 * shows (a visitor never fetches it, docs/decisions/012): the open dialog (SheetDialogs.tsx, with
 * each dialog and the scoring screen through loaders.ts) and a refusal under the toolbar.
 * `useDialogLoaders` fetches them ahead for accounts that may open them.
 */

export const loaders = () => import('./loaders');

/** The open dialog of either sheet: render it only while a dialog is open. */
export const SheetDialogs = lazyComponent(async () => (await import('./SheetDialogs')).SheetDialogs);
/** A refusal of the sheet's save that no dialog shows (decision 021), from SheetDialogs' chunk. */
export const SheetSaveError = lazyComponent(async () => (await import('./SheetDialogs')).SaveError);

/** Fetches the dialogs (and the refusal with them) once the sheet shows to an account that may edit or score. */
export function useDialogLoaders(access: SheetAccess): void {
  const editor = access.manage || access.results || access.score;
  useEffect(() => {
    if (!editor) return;
    SheetDialogs.preload();
    SheetSaveError.preload();
    loaders().catch(() => undefined);
  }, [editor]);
}
