import { errorParts } from './errorParts';

function Lines({ label, items, className }: { label: string; items: readonly string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A failed request's errors, warnings in amber and messages in blue, a labelled list each (none for
 * an empty one). `inAlert`: inside a red alert (`SaveError`), so the errors take its colour and the
 * lists no space below; otherwise the errors are red (`ErrorDialog`).
 */
export function ErrorPartLists({ error, inAlert = false }: { error: unknown; inAlert?: boolean }) {
  const { errors, warnings, messages } = errorParts(error);
  const spacing = inAlert ? 'mb-0 ' : '';
  return (
    <>
      <Lines label="Errors" items={errors} className={inAlert ? 'mb-0' : 'text-danger'} />
      <Lines label="Warnings" items={warnings} className={`${spacing}text-warning-emphasis`} />
      <Lines label="Messages" items={messages} className={`${spacing}text-primary`} />
    </>
  );
}

/**
 * Why a save failed, inside the form that tried it or beside the row's button or switch that
 * tried it (never a second dialog): the server's errors in
 * the league's words, its warnings in amber and messages in blue. Nothing when there is no error.
 */
export function SaveError({
  title,
  error,
  className = 'mb-0 mt-3',
}: {
  title: string;
  error: unknown;
  /** Spacing: a dialog's default, or a row's (`my-1`) when shown beside the control that failed. */
  className?: string;
}) {
  if (!error) return null;
  return (
    <div className={`alert alert-danger ${className}`} role="alert">
      <div className="fw-semibold">{title}</div>
      <ErrorPartLists error={error} inAlert />
    </div>
  );
}
