import type { ImportDataResult } from '@darts/core/contract/data';
import type { Envelope } from '@darts/core/contract/envelope';
import { TableCounts } from './TableCounts';

/** What an import did (or a dry run would do): the server's messages and the rows per table. */
export function ImportAnswer({ answer, dryRun }: { answer: Envelope<ImportDataResult>; dryRun: boolean }) {
  return (
    <div className="mt-3" role="status" aria-label="Import result">
      <p className="fw-semibold mb-1">{dryRun ? 'Dry run finished: nothing was written.' : 'Import finished.'}</p>
      {answer.warnings.length > 0 && (
        <ul className="text-warning-emphasis" aria-label="Warnings">
          {answer.warnings.map((w, i) => (
            <li key={`w${i}`}>{w}</li>
          ))}
        </ul>
      )}
      {answer.messages.length > 0 && (
        <ul className="text-primary small" aria-label="Messages">
          {answer.messages.map((m, i) => (
            <li key={`m${i}`}>{m}</li>
          ))}
        </ul>
      )}
      {answer.result && (
        <TableCounts caption={dryRun ? 'Rows it would import' : 'Rows imported'} tables={answer.result.tables} />
      )}
    </div>
  );
}
