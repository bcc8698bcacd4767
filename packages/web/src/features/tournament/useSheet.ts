import { useCallback, useState } from 'react';
import type { Account } from '@darts/core/contract/account';
import { useDialogLoaders } from './dialogs/lazyDialogs';
import { accessOf, type OpenDialog } from './sheetAccess';
import { useSheetSave } from './useSheetSave';

/**
 * What either tournament sheet (knockout or single round) keeps: the account's rights, the save
 * and the open dialog. A refusal belongs to the control that tried: opening or closing a dialog
 * puts it away (decision 021).
 */
export function useSheet(account: Account | null) {
  const access = accessOf(account);
  useDialogLoaders(access);
  const save = useSheetSave();
  const [dialog, showDialog] = useState<OpenDialog | null>(null);
  const { clearError } = save;
  const setDialog = useCallback(
    (next: OpenDialog | null) => {
      clearError();
      showDialog(next);
    },
    [clearError],
  );
  return { access, save, dialog, setDialog };
}

export type Sheet = ReturnType<typeof useSheet>;
