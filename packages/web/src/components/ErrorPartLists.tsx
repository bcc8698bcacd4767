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
