import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { invalidateCacheOnNextRequest } from '#web/api/client';
import { useAppState, useAppStore } from '#web/appState/AppContext';
import { useAccount } from '#web/features/account/queries';
import { reportErrorOnce, toError } from './reportError';

/** The error panel: "An error occurred", the message, an optional stack, Clear error and Refresh data. */
export function ErrorPanel() {
  const { error } = useAppState();
  if (error === null || error === undefined) return null;
  return <ErrorPanelContent error={error} />;
}

function ErrorPanelContent({ error }: { error: unknown }) {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const { account } = useAccount();
  const [showStack, setShowStack] = useState(false);
  const stackId = useId();
  const err = toError(error);
  const userName = account?.name ?? null;

  useEffect(() => {
    reportErrorOnce(error, userName);
  }, [error, userName]);

  const refresh = () => {
    invalidateCacheOnNextRequest();
    store.clearError();
    void queryClient.invalidateQueries();
  };

  return (
    <section className="alert alert-danger m-3" role="alert" aria-labelledby={`${stackId}-title`}>
      <h2 id={`${stackId}-title`} className="h5">
        An error occurred
      </h2>
      <p className="mb-2">{err.message}</p>
      {showStack && err.stack && (
        <pre id={stackId} className="stack-trace small bg-white p-2 border overflow-auto">
          {err.stack}
        </pre>
      )}
      <div className="d-flex flex-wrap gap-2">
        {err.stack && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-expanded={showStack}
            aria-controls={stackId}
            onClick={() => setShowStack((s) => !s)}
          >
            {showStack ? 'Hide stack' : 'Show stack'}
          </button>
        )}
        <button type="button" className="btn btn-primary btn-sm" onClick={() => store.clearError()}>
          Clear error
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={refresh}>
          Refresh data
        </button>
      </div>
    </section>
  );
}
