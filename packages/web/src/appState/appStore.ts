/**
 * App-wide UI state that lives outside React so the query client (created before any
 * component) can feed it: the error shown in the shell's error panel and the one open
 * "could not save" dialog.
 */
export interface ErrorDialogState {
  title: string;
  error: unknown;
}

export interface AppState {
  /** The error shown in the error panel, or null. */
  error: unknown;
  dialog: ErrorDialogState | null;
}

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  setError(error: unknown): void;
  clearError(): void;
  showErrorDialog(dialog: ErrorDialogState): void;
  closeErrorDialog(): void;
}

export function createAppStore(): AppStore {
  let state: AppState = { error: null, dialog: null };
  const listeners = new Set<() => void>();
  const update = (next: Partial<AppState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setError: (error) => update({ error: error ?? new Error('Unknown error') }),
    clearError: () => update({ error: null }),
    showErrorDialog: (dialog) => update({ dialog }),
    closeErrorDialog: () => update({ dialog: null }),
  };
}
