import { errorParts } from './errorParts';

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
  const { errors, warnings, messages } = errorParts(error);
  return (
    <div className={`alert alert-danger ${className}`} role="alert">
      <div className="fw-semibold">{title}</div>
      {errors.length > 0 && (
        <ul className="mb-0" aria-label="Errors">
          {errors.map((e, i) => (
            <li key={`e${i}`}>{e}</li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className="mb-0 text-warning-emphasis" aria-label="Warnings">
          {warnings.map((w, i) => (
            <li key={`w${i}`}>{w}</li>
          ))}
        </ul>
      )}
      {messages.length > 0 && (
        <ul className="mb-0 text-primary" aria-label="Messages">
          {messages.map((m, i) => (
            <li key={`m${i}`}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
