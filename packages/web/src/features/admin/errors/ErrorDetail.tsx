import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#web/components/Spinner';
import { errorDetailQuery } from '../queries';
import { formatTime } from './format';

export function ErrorDetail({ id }: { id: string }) {
  const detail = useQuery(errorDetailQuery(id));
  if (detail.isPending) return <Spinner label="Loading error" />;
  const record = detail.data;
  if (!record) return <p>Error {id} could not be found.</p>;
  return (
    <section aria-labelledby="error-detail-title">
      <h3 id="error-detail-title" className="h5">
        {record.message}
      </h3>
      <dl className="row">
        <dt className="col-sm-3">Time</dt>
        <dd className="col-sm-9">{formatTime(record.time)}</dd>
        <dt className="col-sm-3">Times</dt>
        <dd className="col-sm-9">
          {record.count > 1 ? `${record.count}, the last at ${formatTime(record.lastTime)}` : 'once'}
        </dd>
        <dt className="col-sm-3">Source</dt>
        <dd className="col-sm-9">{record.source}</dd>
        <dt className="col-sm-3">Type</dt>
        <dd className="col-sm-9">{record.type ?? '-'}</dd>
        <dt className="col-sm-3">User</dt>
        <dd className="col-sm-9">{record.userName ?? '-'}</dd>
        <dt className="col-sm-3">Url</dt>
        <dd className="col-sm-9 text-break">{record.url ?? '-'}</dd>
        <dt className="col-sm-3">User agent</dt>
        <dd className="col-sm-9 text-break">{record.userAgent ?? '-'}</dd>
      </dl>
      <h4 className="h6">Stack</h4>
      {record.stack.length > 0 ? (
        <pre className="stack-trace small bg-light p-2 border">{record.stack.join('\n')}</pre>
      ) : (
        <p>No stack recorded.</p>
      )}
    </section>
  );
}
