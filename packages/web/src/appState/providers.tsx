import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppStoreProvider } from './AppContext';
import { createAppStore, type AppStore } from './appStore';
import { createQueryClient } from './queryClient';

export interface AppServices {
  store: AppStore;
  queryClient: QueryClient;
}

export function createAppServices(): AppServices {
  const store = createAppStore();
  return { store, queryClient: createQueryClient(store) };
}

/** The query cache and the app store; tests pass their own services to start clean. */
export function AppProviders({ services, children }: { services?: AppServices; children: ReactNode }) {
  const [{ store, queryClient }] = useState(() => services ?? createAppServices());
  return (
    <QueryClientProvider client={queryClient}>
      <AppStoreProvider store={store}>{children}</AppStoreProvider>
    </QueryClientProvider>
  );
}
