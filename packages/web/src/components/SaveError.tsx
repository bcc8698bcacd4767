import { ErrorPartLists } from './ErrorPartLists';

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
