import { useEffect, useMemo, type ReactNode } from 'react';
import { hasAccess } from '@darts/core/account/access';
import { ShellProvider, useAppState, useAppStore, type ShellState } from '#web/appState/AppContext';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyComponent } from '#web/components/lazyComponent';
import { parseFlags } from '#web/appState/flags';
import { useAccount } from '#web/features/account/queries';
import { useLocation } from '#web/routing/location';
import { ErrorPanel } from './ErrorPanel';
import { Header } from './Header';
import { NavMenu } from './NavMenu';
import { useParentHeight } from './useParentHeight';

// The dialog (components/Modal) is only needed once something fails to save.
const ErrorDialog = lazyComponent(async () => (await import('#web/components/ErrorDialog')).default);

function ErrorDialogHost() {
  const { dialog } = useAppState();
  const store = useAppStore();
  if (!dialog) return null;
  return <ErrorDialog title={dialog.title} error={dialog.error} onClose={() => store.closeErrorDialog()} />;
}

/** Unexpected exceptions outside React (event handlers, promises) go to the error panel. */
function useGlobalErrorHandlers() {
  const store = useAppStore();
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (event.error) store.setError(event.error);
    };
    const onRejection = (event: PromiseRejectionEvent) => store.setError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [store]);
}

/**
 * The page shell: header, navigation, content, error panel, footer.
 * Kiosk mode (account flag kioskMode) hides the header, the footer and the menu's brand label;
 * the navigation items stay. Embedded mode (`embed=true`) shows only the content and error panel.
 * `children` is the page (app/routes.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { account } = useAccount();
  const flags = useMemo(() => parseFlags(location.search, navigator.userAgent), [location.search]);
  const kiosk = hasAccess(account, 'kioskMode');
  const shell = useMemo<ShellState>(() => ({ flags, kiosk }), [flags, kiosk]);
  const chrome = !flags.embed && !kiosk;

  useGlobalErrorHandlers();
  useParentHeight(flags.embed);

  const classes = ['app-shell'];
  if (flags.embed) classes.push('embed');
  if (!flags.controls) classes.push('no-controls');
  if (flags.widescreen) classes.push('widescreen');

  return (
    <ShellProvider value={shell}>
      <div className={classes.join(' ')}>
        <a className="visually-hidden-focusable" href="#content">
          Skip to content
        </a>
        {chrome && <Header />}
        {!flags.embed && <NavMenu />}
        <ErrorPanel />
        <main id="content" tabIndex={-1} className="app-content">
          {/* A page that throws shows the error here, inside the shell; another page clears it. */}
          <ErrorBoundary resetKey={location.pathname}>{children}</ErrorBoundary>
        </main>
        {chrome && <footer className="app-footer d-print-none" />}
        <ErrorDialogHost />
      </div>
    </ShellProvider>
  );
}
