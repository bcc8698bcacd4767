import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, Webhook } from '@darts/core/contract/webhook';
import { WEBHOOK_MANAGE_ROUTES } from '@darts/core/contract/routes/webhookManage';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_NAMES, type WebhookEvent } from '@darts/core/webhooks/events';
import { commandTo } from '#web/api/client';
import { queryKeys } from '#web/api/keys';
import { CheckField } from '#web/components/fields';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { TextField } from '#web/components/TextField';
import { webhookDeliveriesQuery, webhooksQuery } from '../queries';

/*
 * `/admin/hooks` (manageAccess): webhooks (decision 059). An address hears the events ticked,
 * each delivery signed with the hook's secret (shown once) and retried for a day; its deliveries
 * are listed with the receiver's answers; a hook paused after a day of failures is resumed here.
 */

const when = (iso: string) => new Date(iso).toLocaleString();

export function WebhooksTab() {
  const client = useQueryClient();
  const hooks = useQuery(webhooksQuery());
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.webhooks.all() });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['result.published']);
  const [allowPrivate, setAllowPrivate] = useState(false);
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  const create = useMutation({
    mutationFn: () => commandTo(WEBHOOK_MANAGE_ROUTES.create, { body: { url, events, allowPrivate } }),
    onSuccess: (answer) => {
      setMade(answer.result ?? null);
      setUrl('');
      refresh();
    },
  });
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  return (
    <div>
      <section aria-label="Add a webhook" className="mb-4">
        <h3 className="h5">Add a webhook</h3>
        <p className="small text-secondary">
          Each event is POSTed as JSON with the header <code>X-Darts-Signature: t=…,v1=…</code>: the
          HMAC-SHA256 of <code>t.body</code> with the hook’s secret. A receiver that fails is tried again for
          a day; a hook failing all day is paused and noted in Errors.
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <TextField label="Address" type="url" value={url} onChange={setUrl} hint="https://…" />
          <fieldset className="mb-2">
            <legend className="form-label fs-6">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <CheckField
                key={event}
                label={WEBHOOK_EVENT_NAMES[event]}
                checked={events.includes(event)}
                onChange={(on) => toggle(event, on)}
              />
            ))}
          </fieldset>
          <CheckField label="Allow a private address" checked={allowPrivate} onChange={setAllowPrivate} />
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            Add webhook
          </button>
        </form>
        <SaveError title="The webhook was not added" error={create.error} />
        {made && (
          <div className="alert alert-success mt-3" role="status">
            <p className="mb-1">Copy the secret now: it is not shown again.</p>
            <input
              className="form-control font-monospace"
              readOnly
              aria-label={`Secret of the webhook to ${made.url}`}
              value={made.secret}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        )}
      </section>
      <section aria-label="Webhooks">
        <h3 className="h5">Webhooks</h3>
        {hooks.isPending ? (
          <Spinner label="Loading webhooks" />
        ) : hooks.data?.length ? (
          hooks.data.map((hook) => <HookItem key={hook.id} hook={hook} onChange={refresh} />)
        ) : (
          <p>No webhook has been added.</p>
        )}
      </section>
    </div>
  );
}

function HookItem({ hook, onChange }: { hook: Webhook; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const deliveries = useQuery({ ...webhookDeliveriesQuery(hook.id), enabled: open });
  const resume = useMutation({
    mutationFn: () => commandTo(WEBHOOK_MANAGE_ROUTES.resume, { params: { id: hook.id } }),
    onSuccess: onChange,
  });
  const remove = useMutation({
    mutationFn: () => commandTo(WEBHOOK_MANAGE_ROUTES.remove, { params: { id: hook.id } }),
    onSuccess: onChange,
  });
  return (
    <article className="card mb-2" aria-label={`Webhook to ${hook.url}`}>
      <div className="card-body">
        <p className="mb-1 text-break fw-semibold">{hook.url}</p>
        <p className="small text-secondary mb-2">
          {hook.events.map((e) => WEBHOOK_EVENT_NAMES[e]).join('; ')}
          {hook.paused && <strong className="text-danger"> · Paused after a day of failures</strong>}
          {!hook.paused && hook.failingSince && <> · failing since {when(hook.failingSince)}</>}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {hook.paused && (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => resume.mutate()}>
              Resume
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(!open)}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => {
              if (window.confirm(`Remove the webhook to ${hook.url}?`)) remove.mutate();
            }}
          >
            Remove
          </button>
        </div>
        <SaveError title="The webhook was not changed" error={resume.error ?? remove.error} />
        {open &&
          (deliveries.data ? (
            <ul className="list-unstyled small mt-2 mb-0">
              {deliveries.data.length === 0 && <li>Nothing sent yet.</li>}
              {deliveries.data.map((d) => (
                <li key={d.id}>
                  {when(d.created)} · {d.event} · {d.status}
                  {(d.lastError ?? (d.lastStatus !== null ? `answered ${d.lastStatus}` : null)) &&
                    ` · ${d.lastError ?? `answered ${d.lastStatus}`}`}{' '}
                  · {d.attempts} {d.attempts === 1 ? 'try' : 'tries'}
                </li>
              ))}
            </ul>
          ) : (
            <Spinner label="Loading deliveries" />
          ))}
      </div>
    </article>
  );
}
