import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@darts/core/contract/site';
import { queryKeys } from '#web/api/keys';
import { divisionApi } from '#web/api/division';
import { seasonApi } from '#web/api/season';
import { featureApi, siteApi } from '#web/api/site';

export const siteQuery = () =>
  queryOptions({
    queryKey: queryKeys.site(),
    queryFn: () => siteApi.settings(),
    staleTime: Infinity,
  });

export const seasonsQuery = () =>
  queryOptions({ queryKey: queryKeys.seasons.list(), queryFn: () => seasonApi.list() });

export const divisionsQuery = () =>
  queryOptions({ queryKey: queryKeys.divisions.list(), queryFn: () => divisionApi.list() });

/** Feature toggles (photos, favourites, ...); read by many screens, edited on the admin features tab. */
export const featuresQuery = () =>
  queryOptions({ queryKey: queryKeys.features.list(), queryFn: () => featureApi.list() });

export function useSite(): SiteSettings | null {
  return useQuery(siteQuery()).data ?? null;
}
