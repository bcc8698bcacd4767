import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { errorsSinceQuery } from '../queries';
import { ErrorDetail } from './ErrorDetail';
import { today } from '#web/features/site/today';
import { formatTime } from './format';

/** `/admin/errors`: errors recorded since a date (default today); pick one to see its details. */
export function ErrorsTab() {
  const [since, setSince] = useState(today);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const errors = useQuery({ ...errorsSinceQuery(since), enabled: since !== '' });

  return (
    <div className="row g-3">
      <div className="col-lg-5">
        <div className="d-flex align-items-end gap-2 mb-3">
          <TextField label="Since" type="date" className="" value={since} onChange={setSince} />
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void errors.refetch()}
            disabled={errors.isFetching}
          >
            Refresh
          </button>
        </div>
        {errors.isPending ? (
          <Spinner label="Loading errors" />
        ) : errors.data && errors.data.length > 0 ? (
          <div className="list-group" role="group" aria-label="Recorded errors">
            {errors.data.map((record) => (
              <button
                key={record.id}
                type="button"
                className={`list-group-item list-group-item-action${record.id === selectedId ? ' active' : ''}`}
                aria-pressed={record.id === selectedId}
                onClick={() => setSelectedId(record.id)}
              >
                <span className="badge text-bg-secondary me-2">{record.source}</span>
                <span className="small me-2">{formatTime(record.time)}</span>
                {record.count > 1 && (
                  <span className="badge text-bg-warning" title={`Happened ${record.count} times that day`}>
                    {record.count} times
                  </span>
                )}
                <span className="d-block text-truncate">{record.message}</span>
              </button>
            ))}
          </div>
        ) : (
          <p>No errors since {since}.</p>
        )}
      </div>
      <div className="col-lg-7">
        {selectedId ? <ErrorDetail id={selectedId} /> : <p>Pick an error to see its details.</p>}
      </div>
    </div>
  );
}
