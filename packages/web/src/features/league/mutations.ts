import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EditDivisionRequest } from '@darts/core/contract/division';
import type { EditSeasonRequest } from '@darts/core/contract/season';
import type { EditTeamRequest, ModifyTeamSeasonRequest } from '@darts/core/contract/team';
import type { CreatePlayerRequest, EditPlayerRequest } from '@darts/core/contract/player';
import { divisionManageApi } from '#web/api/divisionManage';
import { queryKeys } from '#web/api/keys';
import { playerApi, type PlayerPath } from '#web/api/player';
import { seasonManageApi } from '#web/api/seasonManage';
import { teamApi } from '#web/api/team';

/*
 * Writes of divisions, seasons, teams and players. The dialogs that make them show a failure
 * inside themselves (`Dialog`'s saveError, with the title exported here), so these handle their
 * errors; the player list's delete button shows its refusal under the player's row. After any of
 * them the app reloads teams, divisions and seasons, and the division data that is built from them.
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
  errorTitle: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: errorTitle ? { errorTitle } : { handlesErrors: true },
    onSuccess: () => reloadLeague(queryClient),
  });
}

/** The titles the dialogs show a failed save under. */
export const SAVE_ERROR = {
  details: 'Could not save details',
  team: 'Could not save team details',
  teamSeason: 'Could not modify team',
  player: 'Could not save player details',
} as const;
const INLINE = null;

export const useSaveDivision = () =>
  useLeagueMutation((request: EditDivisionRequest) => divisionManageApi.save(request), INLINE);

export const useDeleteDivision = () =>
  useLeagueMutation((id: string) => divisionManageApi.delete(id), INLINE);

export const useSaveSeason = () =>
  useLeagueMutation((request: EditSeasonRequest) => seasonManageApi.save(request), INLINE);

export const useDeleteSeason = () => useLeagueMutation((id: string) => seasonManageApi.delete(id), INLINE);

export const useSaveTeam = () =>
  useLeagueMutation((request: EditTeamRequest) => teamApi.save(request), INLINE);

export const useAddTeamSeason = () =>
  useLeagueMutation((request: ModifyTeamSeasonRequest) => teamApi.addSeason(request), INLINE);

export const useRemoveTeamSeason = () =>
  useLeagueMutation(
    ({ teamId, seasonId }: { teamId: string; seasonId: string }) => teamApi.removeSeason(teamId, seasonId),
    INLINE,
  );

/** Adds one player, or several in turn (multiple mode); stops at the first failure. */
export const useCreatePlayers = () =>
  useLeagueMutation(async ({ at, players }: { at: PlayerPath; players: CreatePlayerRequest[] }) => {
    const results = [];
    for (const player of players) results.push(await playerApi.create(at, player));
    return results;
  }, INLINE);

export const useUpdatePlayer = () =>
  useLeagueMutation(
    ({ at, player }: { at: Required<PlayerPath>; player: EditPlayerRequest }) => playerApi.update(at, player),
    INLINE,
  );

/** A failed delete shows `DELETE_PLAYER_ERROR` under the player's row (PlayersTab). */
export const useDeletePlayer = () =>
  useLeagueMutation((at: Required<PlayerPath>) => playerApi.delete(at), INLINE);
export const DELETE_PLAYER_ERROR = 'Could not delete player';
