/*
 * The installable app's service worker (docs/decisions/053), registered only where it is wanted:
 * when a scorer starts scoring, on the TV, on a signed-in device and in the installed app. Its
 * registration (and Workbox's window code) loads only then, so a visitor's first page downloads
 * nothing of it.
 */
let asked = false;

/** Keeps the app for opening without signal from now on (once per page load; nothing where unsupported). */
export function keepForOffline(): void {
  if (asked || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  asked = true;
  void import('./registerOffline').then(({ registerOffline }) => registerOffline());
}
