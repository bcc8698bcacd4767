/** Says why a live board is not following, and when its scores were last brought up to date. */
export function NotFollowing({ reason, updatedAt }: { reason: string; updatedAt: number }) {
  const time = updatedAt > 0 ? new Date(updatedAt).toLocaleTimeString() : null;
  return (
    <p className="alert alert-warning py-1 px-2 small mb-2" role="status" aria-label="Not following live">
      {reason}
      {time && <> · Last update {time}</>}
    </p>
  );
}

/** Why the boards are not following, or null when they may follow. */
export function notFollowingReason({
  allowed,
  signedIn,
  paused,
  settingsFailed = false,
}: {
  /** null while the league's features are loading. */
  allowed: boolean | null;
  signedIn: boolean;
  paused: boolean;
  settingsFailed?: boolean;
}): string | null {
  if (allowed === null && settingsFailed) {
    return "Live updates are off: the league's settings could not be loaded";
  }
  if (allowed === false) {
    return signedIn
      ? 'Live updates are off in this league for accounts without live access'
      : 'Live updates are off for visitors in this league';
  }
  if (paused) return 'Paused: not following live updates';
  return null;
}
