import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '#web/components/Spinner';
import { accountListQuery } from '../queries';
import { AccessEditor } from './AccessEditor';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** `/admin/user`: pick an account, edit its access flags and team. */
export function UserAccessTab() {
  const accounts = useQuery(accountListQuery());
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (accounts.isPending) return <Spinner label="Loading accounts" />;
  const list = [...(accounts.data ?? [])].sort(byName);
  const selected = list.find((a) => a.id === selectedId) ?? null;

  return (
    <div className="row g-3">
      <div className="col-md-4">
        <h3 className="h5" id="account-list-title">
          Accounts
        </h3>
        {list.length === 0 ? (
          <p>No accounts yet.</p>
        ) : (
          <div className="list-group" role="group" aria-labelledby="account-list-title">
            {list.map((account) => (
              <button
                key={account.id}
                type="button"
                className={`list-group-item list-group-item-action${account.id === selectedId ? ' active' : ''}`}
                aria-pressed={account.id === selectedId}
                onClick={() => setSelectedId(account.id)}
              >
                {account.name} <span className="small">({account.emailAddress})</span>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="col-md-8">
        {selected ? (
          <AccessEditor key={selected.id} account={selected} />
        ) : (
          <p>Pick an account to edit its access.</p>
        )}
      </div>
    </div>
  );
}
