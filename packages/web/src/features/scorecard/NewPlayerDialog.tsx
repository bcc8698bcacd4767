import { useState } from 'react';
import type { FixturePlayer } from '@darts/core/contract/fixture';
import type { PlayerResult } from '@darts/core/contract/player';
import type { Envelope } from '@darts/core/contract/envelope';
import { TextField } from '#web/components/TextField';
import { Dialog } from '#web/components/Dialog';
import { CheckField } from '#web/components/fields';
import { SAVE_ERROR, useCreatePlayers } from '#web/features/league/mutations';
import { ErrorList } from '#web/components/ErrorList';

/** The messages shown when the new player cannot be found. */
export const NO_UPDATED_TEAM_SEASON = 'Could not find updated teamSeason';
export const newPlayerMissing = (name: string) =>
  `Could not find new player in updated season, looking for player with name: ${name}`;

/** The new player in the team the server answered with, or why it is not there. */
export function newPlayerIn(
  answer: Envelope<PlayerResult['result']> & { playerDetails?: PlayerResult['playerDetails'] },
  seasonId: string,
  name: string,
): { player: FixturePlayer } | { problem: string } {
  const teamSeason = answer.result?.seasons.find((s) => s.seasonId === seasonId && !s.deleted);
  if (!teamSeason) return { problem: NO_UPDATED_TEAM_SEASON };
  const id = answer.playerDetails?.id;
  const found =
    teamSeason.players.find((p) => !p.deleted && id !== undefined && p.id === id) ??
    teamSeason.players.find((p) => !p.deleted && p.name.trim().toLowerCase() === name.trim().toLowerCase());
  return found ? { player: { id: found.id, name: found.name } } : { problem: newPlayerMissing(name) };
}

export interface NewPlayerDialogProps {
  team: { id: string; name: string };
  seasonId: string;
  /** The player added to the team's squad for the season: the card picks them. */
  onCreated: (player: FixturePlayer) => void;
  onClose: () => void;
}

/**
 * Adds a player to a team's squad from the scorecard's player choice (managePlayers), so a
 * newcomer on league night can be picked at once. Save failures open 'Could not save player details'.
 */
export function NewPlayerDialog({ team, seasonId, onCreated, onClose }: NewPlayerDialogProps) {
  const create = useCreatePlayers();
  const [name, setName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [captain, setCaptain] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const wanted = name.trim();
    setNameError(wanted ? null : 'Please enter a name');
    if (!wanted) return;
    create.mutate(
      {
        at: { seasonId, teamId: team.id },
        players: [{ name: wanted, emailAddress: emailAddress.trim() || null, captain, newTeamId: null }],
      },
      {
        onSuccess: ([answer]) => {
          const outcome = answer
            ? newPlayerIn(answer, seasonId, wanted)
            : { problem: newPlayerMissing(wanted) };
          if ('problem' in outcome) setProblem(outcome.problem);
          else onCreated(outcome.player);
        },
      },
    );
  };

  return (
    <Dialog
      title={`Add a player to ${team.name}`}
      onClose={onClose}
      onSubmit={submit}
      saveError={{ title: SAVE_ERROR.player, error: create.error }}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add player'}
          </button>
        </>
      }
    >
      <ErrorList errors={problem ? [problem] : []} />
      <TextField label="Name" value={name} onChange={setName} errors={nameError ? [nameError] : undefined} />
      <TextField label="Email address" type="email" value={emailAddress} onChange={setEmailAddress} />
      <CheckField label="Captain" checked={captain} onChange={setCaptain} />
    </Dialog>
  );
}
