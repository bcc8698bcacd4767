import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EditDivisionRequest } from '@darts/core/contract/division';
import type { EditSeasonRequest } from '@darts/core/contract/season';
import type { EditTeamRequest, ModifyTeamSeasonRequest } from '@darts/core/contract/team';
import type { CreatePlayerRequest, EditPlayerRequest } from '@darts/core/contract/player';
import { divisionApi } from '#web/api/division';
import { queryKeys } from '#web/api/keys';
import { playerApi, type PlayerPath } from '#web/api/player';
import { seasonApi } from '#web/api/season';
import { teamApi } from '#web/api/team';

/*
 * Writes of divisions, seasons, teams and players. Failures open the error dialog with each
 * write's title through `meta.errorTitle`, handled once in the query client. After any of them
 * the app reloads teams, divisions and seasons, and the division data that is built from them.
 */

export function reloadLeague(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.teams.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.divisions.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.seasons.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.divisionData.all }),
  ]);
}

function useLeagueMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  errorTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    onSuccess: () => reloadLeague(queryClient),
  });
}

const SAVE_DETAILS = 'Could not save details';

export const useSaveDivision = () =>
  useLeagueMutation((request: EditDivisionRequest) => divisionApi.save(request), SAVE_DETAILS);

export const useDeleteDivision = () =>
  useLeagueMutation((id: string) => divisionApi.delete(id), SAVE_DETAILS);

export const useSaveSeason = () =>
  useLeagueMutation((request: EditSeasonRequest) => seasonApi.save(request), SAVE_DETAILS);

export const useDeleteSeason = () => useLeagueMutation((id: string) => seasonApi.delete(id), SAVE_DETAILS);

export const useSaveTeam = () =>
  useLeagueMutation((request: EditTeamRequest) => teamApi.save(request), 'Could not save team details');

export const useAddTeamSeason = () =>
  useLeagueMutation(
    (request: ModifyTeamSeasonRequest) => teamApi.addSeason(request),
    'Could not modify team',
  );

export const useRemoveTeamSeason = () =>
  useLeagueMutation(
    ({ teamId, seasonId }: { teamId: string; seasonId: string }) => teamApi.removeSeason(teamId, seasonId),
    'Could not modify team',
  );

/** Adds one player, or several in turn (multiple mode); stops at the first failure. */
export const useCreatePlayers = () =>
  useLeagueMutation(async ({ at, players }: { at: PlayerPath; players: CreatePlayerRequest[] }) => {
    const results = [];
    for (const player of players) results.push(await playerApi.create(at, player));
    return results;
  }, 'Could not save player details');

export const useUpdatePlayer = () =>
  useLeagueMutation(
    ({ at, player }: { at: Required<PlayerPath>; player: EditPlayerRequest }) => playerApi.update(at, player),
    'Could not save player details',
  );

export const useDeletePlayer = () =>
  useLeagueMutation((at: Required<PlayerPath>) => playerApi.delete(at), 'Could not delete player');
