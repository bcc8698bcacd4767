import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { TableCsv } from '#web/components/tableCsv/TableCsv';
import { COULD_NOT_CLOSE_SOCKET, socketsQuery, useCloseSocketMutation } from './queries';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/**
 * `/admin/sockets`: open web sockets with their subscriptions; close one after confirming. A
 * refused close shows under that socket's row.
 */
export function SocketsTab() {
  const sockets = useQuery(socketsQuery());
  const close = useCloseSocketMutation();

  if (sockets.isPending) return <Spinner label="Loading sockets" />;
  const list = sockets.data ?? [];
  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h5 mb-0">Open sockets ({list.length})</h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void sockets.refetch()}
        >
          Refresh
        </button>
      </div>
      {list.length === 0 ? (
        <p>No sockets are open.</p>
      ) : (
        <TableCsv name="Open sockets">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Page</th>
                <th scope="col">Connected</th>
                <th scope="col">Last received</th>
                <th scope="col">Messages in / out</th>
                <th scope="col">Subscriptions</th>
                <th scope="col" data-csv-omit>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((socket) => (
                <Fragment key={socket.id}>
                  <tr>
                    <td>{socket.userName ?? 'anonymous'}</td>
                    <td className="text-break small">{socket.originatingUrl ?? '-'}</td>
                    <td>{when(socket.connected)}</td>
                    <td>{when(socket.lastReceipt)}</td>
                    <td>
                      {socket.receivedMessages} / {socket.sentMessages}
                    </td>
                    <td className="small">{socket.subscriptions.join(', ') || '-'}</td>
                    <td data-csv-omit>
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        disabled={close.isPending}
                        aria-label={`Close socket of ${socket.userName ?? 'anonymous'} opened ${when(socket.connected)}`}
                        onClick={() => {
                          if (window.confirm('Are you sure you want to close this socket'))
                            close.mutate(socket.id);
                        }}
                      >
                        Close
                      </button>
                    </td>
                  </tr>
                  {close.isError && close.variables === socket.id && (
                    <tr data-csv-omit>
                      <td colSpan={7}>
                        <SaveError title={COULD_NOT_CLOSE_SOCKET} error={close.error} className="my-1" />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableCsv>
      )}
    </div>
  );
}
