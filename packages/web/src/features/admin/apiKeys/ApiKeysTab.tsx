import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreatedApiKey } from '@darts/core/contract/apiKey';
import { API_KEY_MANAGE_ROUTES } from '@darts/core/contract/routes/apiKeyManage';
import { commandTo } from '#web/api/client';
import { queryKeys } from '#web/api/keys';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { SelectField } from '#web/components/fields';
import { divisionsQuery } from '#web/features/site/queries';
import { apiKeysQuery } from '../queries';

/*
 * `/admin/api` (manageAccess): keys for the public read API (decision 058). A club's site or a
 * spreadsheet reads with a key past the per-address limit; a key made for one division reads only
 * it. A new key shows once, to copy; a revoked key stops at once.
 */

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

export function ApiKeysTab() {
  const client = useQueryClient();
  const keys = useQuery(apiKeysQuery());
  const divisions = useQuery(divisionsQuery()).data ?? [];
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.apiKeys() });
  const [name, setName] = useState('');
  const [divisionId, setDivisionId] = useState('');
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: () =>
      commandTo(API_KEY_MANAGE_ROUTES.create, { body: { name, divisionId: divisionId || null } }),
    onSuccess: (answer) => {
      setMade(answer.result ?? null);
      setName('');
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => commandTo(API_KEY_MANAGE_ROUTES.revoke, { params: { id: key.id } }),
    onSuccess: refresh,
  });

  return (
    <div>
      <section aria-label="Make an API key" className="mb-4">
        <h3 className="h5">Make an API key</h3>
        <p className="small text-secondary">
          Anyone may read the league’s tables, fixtures and results at <code>/api/docs</code> (the public read
          API, <code>/api/v1</code>), a few requests a minute from one address. A key lifts that limit: send
          it as <code>Authorization: Bearer …</code>.
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <TextField
            label="Who uses it"
            value={name}
            onChange={setName}
            hint="The club or site, e.g. Crown's website"
          />
          <SelectField label="Reads" value={divisionId} onChange={setDivisionId}>
            <option value="">Every division</option>
            {divisions.map((d) => (
              <option key={d.id} value={d.id}>
                Only {d.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            Make key
          </button>
        </form>
        <SaveError title="The key was not made" error={create.error} />
        {made && (
          <div className="alert alert-success mt-3" role="status">
            <p className="mb-1">
              The key for <strong>{made.name}</strong>. Copy it now: it is not shown again.
            </p>
            <input
              className="form-control font-monospace"
              readOnly
              aria-label={`API key for ${made.name}`}
              value={made.key}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        )}
      </section>
      <section aria-label="API keys">
        <h3 className="h5">API keys</h3>
        {keys.isPending ? (
          <Spinner label="Loading API keys" />
        ) : keys.data?.length ? (
          <ul className="list-group">
            {keys.data.map((key) => (
              <li key={key.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <div className="fw-semibold">{key.name}</div>
                  <div className="small text-secondary">
                    <code>{key.prefix}…</code> · reads{' '}
                    {key.divisionName ? `only ${key.divisionName}` : 'everything'} · made by{' '}
                    {key.author ?? 'nobody'} · last used {when(key.lastUsed)}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(`Revoke the key for ${key.name}? It stops working at once.`))
                      revoke.mutate(key);
                  }}
                >
                  Revoke {key.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No API key has been made.</p>
        )}
        <SaveError title="The key was not revoked" error={revoke.error} />
      </section>
    </div>
  );
}
