/*
 * A page shown from answers the service worker kept (no signal, docs/decisions/053): a notice at
 * the foot of the page says how old the oldest of them is, and goes once an answer comes fresh.
 * The service worker stamps each answer it keeps with `x-kept-at` (the time it kept it, on this
 * device's clock); a fresh answer never carries it. Built in the DOM, as the new version's notice
 * is, so every page carries only the client's one line that loads this when it is needed.
 */
/** The notice's id; the API client looks for it by this name (it never loads this module to ask). */
export const KEPT_NOTICE_ID = 'kept-answers';

const ago = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });
const clock = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** "No signal: this page shows what it had 12 minutes ago (Sat 19:42)." */
export function describeKept(keptAt: number, now: number): string {
  const minutes = Math.floor((now - keptAt) / 60_000);
  const age =
    minutes < 1
      ? 'less than a minute ago'
      : minutes < 60
        ? ago.format(-minutes, 'minute')
        : minutes < 48 * 60
          ? ago.format(-Math.floor(minutes / 60), 'hour')
          : ago.format(-Math.floor(minutes / (24 * 60)), 'day');
  return `No signal: this page shows what it had ${age} (${clock.format(keptAt)}).`;
}

let oldest = Infinity;
let ticking: ReturnType<typeof setInterval> | undefined;

function say(notice: HTMLElement): void {
  notice.textContent = describeKept(oldest, Date.now());
}

/** Called by the API client with an answer's `x-kept-at` (null: a fresh answer). */
export function showKept(keptAt: string | null): void {
  let notice = document.getElementById(KEPT_NOTICE_ID);
  const at = Number(keptAt);
  if (keptAt === null || !Number.isFinite(at)) {
    notice?.remove();
    clearInterval(ticking);
    oldest = Infinity;
    return;
  }
  oldest = Math.min(oldest, at);
  if (!notice) {
    notice = document.createElement('p');
    notice.id = KEPT_NOTICE_ID;
    notice.setAttribute('role', 'status');
    notice.className = 'alert alert-warning position-fixed bottom-0 start-0 end-0 m-2 py-1 small';
    notice.style.zIndex = '1990';
    document.body.append(notice);
    const shown = notice;
    ticking = setInterval(() => say(shown), 30_000);
  }
  say(notice);
}
