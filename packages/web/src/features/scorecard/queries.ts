import { queryOptions } from '@tanstack/react-query';
import { fixtureApi } from '#web/api/fixture';
import { queryKeys } from '#web/api/keys';
import { teamApi } from '#web/api/team';

/** GET /api/Game/{id}; the screen shows its own errors ('Error accessing fixture: Code: {status}'). */
export const gameQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.games.detail(id),
    queryFn: () => fixtureApi.get(id),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** A team with its seasons and squads (the player choices of one side). */
export const squadTeamQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.teams.detail(id),
    queryFn: () => teamApi.get(id),
    meta: { handlesErrors: true },
  });

/**
 * GET /api/Team/: every team (without seasons). Keyed under `teams.all` so team edits refresh it.
 * Only the scorecard reads it (loading waits for seasons, teams and divisions).
 */
export const teamsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.teams.all, 'list'] as const, queryFn: () => teamApi.list() });
