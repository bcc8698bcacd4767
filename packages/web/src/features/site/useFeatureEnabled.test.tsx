import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import { fakeFetch } from '#web/test/fakeFetch';
import { useFeatureEnabled } from './useFeatureEnabled';

const feature = (id: string, configuredValue: string | null, defaultValue = 'false') => ({
  id,
  name: 'Feature',
  description: '',
  valueType: 'Boolean',
  configuredValue,
  defaultValue,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useFeatureEnabled', () => {
  it('is false until the features load, then follows the configured value or the default', async () => {
    fakeFetch({
      'GET /api/Feature': {
        body: [feature(FEATURE_IDS.photos, 'true'), feature(FEATURE_IDS.favourites, null, 'true')],
      },
    });
    const photos = renderHook(() => useFeatureEnabled(FEATURE_IDS.photos), { wrapper });
    expect(photos.result.current).toBe(false);
    await waitFor(() => expect(photos.result.current).toBe(true));

    const favourites = renderHook(() => useFeatureEnabled(FEATURE_IDS.favourites), { wrapper });
    await waitFor(() => expect(favourites.result.current).toBe(true));
    const live = renderHook(() => useFeatureEnabled(FEATURE_IDS.publicLiveScores), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.result.current).toBe(false);
  });
});
