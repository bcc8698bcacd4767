import { useState } from 'react';
import type { DataTable } from '@darts/core/data/tables';
import { COULD_NOT_EXPORT_DATA, UNABLE_TO_EXPORT_DATA } from '@darts/core/data/messages';
import { errorParts } from '#web/components/errorParts';
import { exportFileName, downloadZip } from './data/download';
import { useExportDataMutation } from './mutations';
import { Icon, ExportIcon } from '#web/components/icons';

interface Props {
  /** The rows to export, by table (tournamentExportTables for a tournament). */
  tables: Partial<Record<DataTable, string[]>>;
  /** Names the downloaded file: darts-{what}-{date}.zip. */
  what: string;
}

/**
 * Exports some rows as a zip file, no password, no deleted rows. Shown only to
 * exportData holders; load it lazily, as the pages that show it are public.
 */
export function ExportDataButton({ tables, what }: Props) {
  const exporting = useExportDataMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const exportRows = () => {
    setProblem(null);
    exporting.mutate(
      { password: '', includeDeletedEntries: false, tables },
      {
        onSuccess: (result) => {
          if (result?.zip) downloadZip(result.zip, exportFileName(new Date(), what));
          else setProblem(UNABLE_TO_EXPORT_DATA);
        },
        onError: (error) => setProblem(`${COULD_NOT_EXPORT_DATA}: ${errorParts(error).errors.join(' ')}`),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={exporting.isPending}
        onClick={exportRows}
      >
        {exporting.isPending ? (
          'Exporting…'
        ) : (
          <>
            <Icon of={ExportIcon} /> Export
          </>
        )}
      </button>
      {problem && (
        <span className="small text-danger align-self-center" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
