import { useQuery } from '@tanstack/react-query';
import { legKeys } from '@darts/core/scoring/match';
import { Spinner } from '#web/components/Spinner';
import { SaygScreen } from '#web/features/scoring/SaygScreen';
import { saygQuery } from '#web/features/scoring/queries';
import { Icon, WarningIcon } from '#web/components/icons';

export interface SharedPracticeProps {
  id: string;
  onClear(): void;
}

/** "Error with shared data" with the load message and Clear. */
export function SharedDataError({ message, onClear }: { message: string; onClear(): void }) {
  return (
    <div className="p-3 border border-danger rounded" role="alert">
      <h2 className="h4">
        <Icon of={WarningIcon} className="me-1" />
        Error with shared data
      </h2>
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}

const noChange = () => undefined;

/** Someone else's practice match (no edit token here): loaded from the server, read-only. */
export function SharedPractice({ id, onClear }: SharedPracticeProps) {
  const query = useQuery(saygQuery(id));
  if (query.isPending) return <Spinner label="Loading the match" />;
  if (query.isError) return <SharedDataError message={query.error.message} onClear={onClear} />;
  const record = query.data;
  if (!record || legKeys(record.legs).length === 0)
    return <SharedDataError message="Data not found" onClear={onClear} />;
  return (
    <SaygScreen
      record={record}
      onChange={noChange}
      readOnly
      toolbar={
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Refresh
        </button>
      }
    />
  );
}
