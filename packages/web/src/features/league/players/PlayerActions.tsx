import type { DivisionPlayer } from '@darts/core/contract/divisionData';
import { SaveError } from '#web/components/SaveError';
import { DELETE_PLAYER_ERROR, useDeletePlayer } from '../mutations';
import { Icon, DeleteIcon, EditIcon } from '#web/components/icons';

/**
 * A player manager's Edit and Delete buttons on a row of the players tab, with the delete
 * mutation and its refusal shown under them: loaded for managers only, so visitors' first load of the tab stays small
 * (docs/decisions/012).
 */
export function PlayerActions({
  player,
  seasonId,
  onEdit,
}: {
  player: DivisionPlayer;
  seasonId: string | null;
  onEdit(player: DivisionPlayer): void;
}) {
  const remove = useDeletePlayer();
  const deletePlayer = () => {
    if (!seasonId || !window.confirm(`Are you sure you want to delete ${player.name}?`)) return;
    remove.mutate({ seasonId, teamId: player.teamId, playerId: player.id });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary me-1"
        aria-label={`Edit ${player.name}`}
        onClick={() => onEdit(player)}
      >
        <Icon of={EditIcon} />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${player.name}`}
        disabled={remove.isPending}
        onClick={deletePlayer}
      >
        <Icon of={DeleteIcon} />
      </button>
      {remove.error && <SaveError title={DELETE_PLAYER_ERROR} error={remove.error} className="my-1" />}
    </>
  );
}
