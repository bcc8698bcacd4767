import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './appStore';
import type { BrowserFlags } from './flags';

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside AppProviders');
  return store;
}

export function useAppState(): AppState {
  const store = useAppStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** What the shell knows about how the page is being viewed; provided by the layout. */
export interface ShellState {
  flags: BrowserFlags;
  /** Account flag kioskMode: no header, footer or menu brand. */
  kiosk: boolean;
}

const ShellContext = createContext<ShellState | null>(null);

export const ShellProvider = ShellContext.Provider;

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the page layout');
  return shell;
}
