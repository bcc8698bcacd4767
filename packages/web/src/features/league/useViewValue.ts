import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { DivisionData } from '@darts/core/contract/divisionData';
import type { Season } from '@darts/core/contract/season';
import { FAVOURITES_FEATURE, featureEnabled } from '@darts/core/feature/flags';
import { useShell } from '#web/appState/AppContext';
import { useAccount } from '#web/features/account/queries';
import { usePreference } from '#web/features/preferences/usePreference';
import { featuresQuery } from '#web/features/site/queries';
import type { LeagueView } from './context';
import { today as todayOf } from '#web/features/site/today';
import { divisionHref, listHref } from './links';
import type { LeagueMode } from './route/mode';
import type { RouteRequest } from './route/request';
import type { ResolvedRequest } from './route/resolve';

/** Builds the division screen's shared view from the loaded data and the address. */
export function useViewValue(
  data: DivisionData,
  request: RouteRequest,
  resolved: ResolvedRequest,
  seasons: readonly Season[],
): LeagueView {
  const { account } = useAccount();
  const { flags } = useShell();
  const features = useQuery(featuresQuery()).data;
  const [favouriteIds, setFavouriteIds] = usePreference('favouriteTeamIds');
  const [today] = useState(() => todayOf());

  const toggle = useCallback(
    (teamId: string) => {
      const ids = Array.isArray(favouriteIds) ? favouriteIds : [];
      setFavouriteIds(ids.includes(teamId) ? ids.filter((id) => id !== teamId) : [...ids, teamId]);
    },
    [favouriteIds, setFavouriteIds],
  );

  return useMemo(() => {
    const divisionName = resolved.divisions[0]?.name ?? request.divisions[0] ?? data.name;
    // Links keep the season only when the address named one (else the server picks the current one).
    const seasonName = request.season === null ? null : (data.season?.name ?? request.season);
    const divisionNameOf = (team: string) => {
      const same = (id: string, name: string) => id === team || name.toLowerCase() === team.toLowerCase();
      return (
        data.teams.find((t) => same(t.id, t.name))?.division?.name ??
        data.players.find((p) => same(p.teamId, p.team))?.division?.name ??
        divisionName
      );
    };
    const hrefFor = (mode: LeagueMode): string => {
      if (request.list && (mode.kind === 'teams' || mode.kind === 'fixtures' || mode.kind === 'players')) {
        return listHref(mode.kind, seasonName, request.divisions);
      }
      if (request.list && mode.kind === 'team')
        return divisionHref(divisionNameOf(mode.team), mode, seasonName);
      if (request.list && mode.kind === 'player' && mode.team) {
        return divisionHref(divisionNameOf(mode.team), mode, seasonName);
      }
      return divisionHref(divisionName, mode, seasonName);
    };
    const seasonId = data.season?.id ?? resolved.seasonId;
    return {
      data,
      season: data.season,
      seasonDetails: seasons.find((s) => s.id === seasonId) ?? null,
      divisions: resolved.divisions,
      list: request.list,
      mode: request.mode,
      divisionName: data.name || divisionName,
      controls: flags.controls,
      today,
      can: (flag) => account?.access[flag] === true,
      favourites: {
        enabled: featureEnabled(features, FAVOURITES_FEATURE),
        ids: Array.isArray(favouriteIds) ? favouriteIds : [],
        toggle,
      },
      hrefFor,
      divisionNameOf,
      // Only a single division's view creates teams and fixtures in 'its' division.
      divisionId: data.id ?? (resolved.divisionIds.length === 1 ? (resolved.divisionIds[0] ?? null) : null),
    };
  }, [data, request, resolved, seasons, flags.controls, today, account, features, favouriteIds, toggle]);
}
