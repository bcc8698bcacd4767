import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker. A new version is offered, never forced: a notice with Reload,
 * which the scorer takes between legs (their throws are kept either way: the queue is in storage).
 */
export function registerOffline(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (document.getElementById('new-version')) return;
      const notice = document.createElement('div');
      notice.id = 'new-version';
      notice.setAttribute('role', 'status');
      notice.className =
        'alert alert-info position-fixed bottom-0 start-0 m-2 d-flex gap-2 align-items-center';
      notice.style.zIndex = '2000';
      notice.textContent = 'A new version of the app is ready.';
      const reload = document.createElement('button');
      reload.type = 'button';
      reload.className = 'btn btn-sm btn-primary';
      reload.textContent = 'Reload';
      reload.addEventListener('click', () => void update(true));
      const later = document.createElement('button');
      later.type = 'button';
      later.className = 'btn btn-sm btn-outline-secondary';
      later.textContent = 'Later';
      later.addEventListener('click', () => notice.remove());
      notice.append(reload, later);
      document.body.append(notice);
    },
  });
}
