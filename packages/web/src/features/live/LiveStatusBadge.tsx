import type { LiveStatus } from './connection/types';

const LABELS: Record<LiveStatus, { text: string; tone: string }> = {
  connecting: { text: 'Connecting…', tone: 'secondary' },
  connected: { text: 'Live', tone: 'success' },
  reconnecting: { text: 'Reconnecting…', tone: 'warning' },
  polling: { text: 'Live (polling)', tone: 'info' },
  offline: { text: 'Paused', tone: 'secondary' },
};

/** The visible connected / reconnecting / polling indicator of a live view. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { text, tone } = LABELS[status];
  return (
    <span className={`badge text-bg-${tone}`} role="status" aria-live="polite">
      {text}
    </span>
  );
}
