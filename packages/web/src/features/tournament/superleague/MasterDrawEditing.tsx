import { useState } from 'react';
import { REMOVE_MATCH_QUESTION } from '@darts/core/tournament/messages';
import {
  addSuperleagueMatch,
  freeSides,
  masterDrawChoices,
  removeSuperleagueMatch,
  type SquadTeam,
} from '@darts/core/tournament/superleagueEdits';
import type { TournamentDto } from '#web/api/tournament';
import { SelectField } from '#web/components/fields';
import { Icon, AddIcon, DeleteIcon } from '#web/components/icons';
import { usePlayerChoices } from '../usePlayerChoices';

/*
 * The master draw's editing (enterTournamentResults): loaded for editors only, so visitors of the
 * sheet load none of the rounds' rules (docs/decisions/012).
 */

interface RemoveProps {
  tournament: TournamentDto;
  index: number;
  mnemonic: string;
  busy: boolean;
  onSave: (next: TournamentDto) => Promise<boolean>;
}

/** Removes match `index` after the question. */
export function RemoveMatchButton({ tournament, index, mnemonic, busy, onSave }: RemoveProps) {
  const remove = async () => {
    if (window.confirm(REMOVE_MATCH_QUESTION)) await onSave(removeSuperleagueMatch(tournament, index));
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger"
      aria-label={`Remove ${mnemonic}`}
      disabled={busy}
      onClick={() => void remove()}
    >
      <Icon of={DeleteIcon} />
    </button>
  );
}

interface AddProps {
  tournament: TournamentDto;
  hostName: string;
  opponentName: string;
  busy: boolean;
  onSave: (next: TournamentDto) => Promise<boolean>;
  onAddSide: () => void;
}

/** The season's squads of the tournament's division(s), as the master draw's lists read them. */
function useSquadTeams(tournament: TournamentDto): SquadTeam[] {
  const { teams, players } = usePlayerChoices(tournament);
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    playerIds: players.filter((p) => p.teamId === t.id).map((p) => p.id),
  }));
}

/**
 * Adds a match from the sides not yet playing, host player against opponent player: each list
 * offers its own team's sides (core `masterDrawChoices`).
 */
export function AddMatchForm({ tournament, hostName, opponentName, busy, onSave, onAddSide }: AddProps) {
  const free = freeSides(tournament);
  const lists = masterDrawChoices(free, useSquadTeams(tournament), {
    host: tournament.host,
    opponent: tournament.opponent,
  });
  // A choice that has since been drawn (by this add or another organiser's) reads as no choice.
  const [hostChoice, setHost] = useState('');
  const [opponentChoice, setOpponent] = useState('');
  const host = lists.host.some((s) => s.id === hostChoice) ? hostChoice : '';
  const opponent = lists.opponent.some((s) => s.id === opponentChoice) ? opponentChoice : '';

  const add = async () => {
    const a = free.find((s) => s.id === host);
    const b = free.find((s) => s.id === opponent);
    if (!a || !b || a.id === b.id) return;
    await onSave(addSuperleagueMatch(tournament, a, b, crypto.randomUUID()));
  };

  return (
    <form
      className="d-flex flex-wrap gap-2 align-items-end d-print-none"
      aria-label="Add a match"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <SelectField label={`${hostName} player`} value={host} onChange={setHost}>
        <option value="">Choose…</option>
        {lists.host
          .filter((s) => s.id !== opponent)
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
      </SelectField>
      <SelectField label={`${opponentName} player`} value={opponent} onChange={setOpponent}>
        <option value="">Choose…</option>
        {lists.opponent
          .filter((s) => s.id !== host)
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
      </SelectField>
      <button type="submit" className="btn btn-sm btn-primary mb-3" disabled={busy || !host || !opponent}>
        <Icon of={AddIcon} /> Add match
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={onAddSide}>
        <Icon of={AddIcon} /> Add side
      </button>
    </form>
  );
}
