import { useState } from 'react';
import {
  bracketLayout,
  canEditRound,
  enterMatchSide,
  FINISH_PREVIOUS_ROUNDS,
  matchEntryProblems,
  MIN_MATCH_BEST_OF,
  parseBestOf,
  pickableSides,
  removeMatchSide,
  REMOVE_MATCH_QUESTION,
  scoreOptions,
  SELECT_SIDE_FIRST,
  slotSide,
  tournamentScoreProblem,
  type Designation,
  type TournamentSide,
} from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { Dialog } from '#web/components/Dialog';
import { ErrorList } from '#web/components/ErrorList';
import { SelectField } from '#web/components/fields';
import { TextField } from '#web/components/TextField';
import type { MatchPlace } from '../Bracket';

interface Props {
  tournament: TournamentDto;
  place: MatchPlace;
  onSave: (next: TournamentDto) => Promise<boolean>;
  /** The sheet's refused save, shown inside the dialog (decision 021). */
  saveError?: { title: string; error: unknown } | undefined;
  onClose: () => void;
}

const newId = () => crypto.randomUUID();

/**
 * 'Edit match': each side from the sides that may play in the round
 * (a side once per round, never a no-show, never the other side), its score, and the match's
 * best of. Team sides score Win or Lose. Remove clears the match after confirmation.
 */
export function EditMatchDialog({ tournament, place, onSave, onClose, saveError }: Props) {
  const { roundIndex, matchIndex } = place;
  const match = bracketLayout(tournament).rounds[roundIndex]?.matches[matchIndex];
  const [sides, setSides] = useState({
    sideA: (match && slotSide(match.sideA)?.id) ?? '',
    sideB: (match && slotSide(match.sideB)?.id) ?? '',
  });
  const [scores, setScores] = useState({
    sideA: match?.scoreA?.toString() ?? '',
    sideB: match?.scoreB?.toString() ?? '',
  });
  const [bestOf, setBestOf] = useState(String(match?.numberOfLegs ?? tournament.bestOf ?? 5));
  const [errors, setErrors] = useState<string[]>([]);
  const editable = canEditRound(tournament.round, roundIndex);
  const legs = parseBestOf(bestOf, MIN_MATCH_BEST_OF) ?? match?.numberOfLegs ?? 5;
  const teams = tournament.sides.length > 0 && tournament.sides.every((s) => s.teamId);
  const win = Math.floor(legs / 2) + 1;

  const choices = (() => {
    const of = (designation: Designation) => {
      const list = pickableSides(tournament, roundIndex, matchIndex, designation);
      const shown = match ? slotSide(match[designation]) : null;
      return shown && !list.some((s) => s.id === shown.id) ? [shown, ...list] : list;
    };
    return { sideA: of('sideA'), sideB: of('sideB') };
  })();

  const save = async () => {
    if (!editable) return setErrors([FINISH_PREVIOUS_ROUNDS]);
    if (!sides.sideA && !sides.sideB) return setErrors([SELECT_SIDE_FIRST]);
    let next: TournamentDto = tournament;
    const problems: string[] = [];
    // A score must decide the match: the winner goes through (core tournament/scoreEntry.ts).
    const entered = (d: Designation) => (scores[d] === '' ? null : Number(scores[d]));
    const undecided = tournamentScoreProblem(entered('sideA'), entered('sideB'), legs);
    if (undecided) problems.push(undecided);
    for (const designation of ['sideA', 'sideB'] as const) {
      const sideId = sides[designation];
      if (!sideId) {
        next = removeMatchSide(next, roundIndex, matchIndex, designation);
        continue;
      }
      const entry = { roundIndex, matchIndex, designation, sideId, bestOf };
      const found = matchEntryProblems(next, entry);
      if (found.length) {
        problems.push(...found);
        continue;
      }
      const side = tournament.sides.find((s) => s.id === sideId) as TournamentSide;
      const score = scores[designation] === '' ? null : Number(scores[designation]);
      next = enterMatchSide(next, { ...entry, side, score, numberOfLegs: legs }, newId);
    }
    if (problems.length) return setErrors([...new Set(problems)]);
    if (await onSave(next)) onClose();
  };

  const remove = async () => {
    if (!window.confirm(REMOVE_MATCH_QUESTION)) return;
    let next = removeMatchSide(tournament, roundIndex, matchIndex, 'sideA');
    next = removeMatchSide(next, roundIndex, matchIndex, 'sideB');
    if (await onSave(next)) onClose();
  };

  const sideField = (designation: Designation, label: string) => (
    <div className="row g-2">
      <div className="col-8">
        <SelectField
          label={label}
          value={sides[designation]}
          disabled={!editable}
          onChange={(v) => setSides({ ...sides, [designation]: v })}
        >
          <option value="">
            {match?.[designation].kind === 'winner' ? 'Winner to be decided' : 'Select a side'}
          </option>
          {choices[designation].map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="col-4">
        <SelectField
          label={`${label} score`}
          value={scores[designation]}
          disabled={!editable}
          onChange={(v) => setScores({ ...scores, [designation]: v })}
        >
          <option value="">-</option>
          {teams ? (
            <>
              <option value={win}>Win</option>
              <option value={0}>Lose</option>
            </>
          ) : (
            scoreOptions(legs).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))
          )}
        </SelectField>
      </div>
    </div>
  );

  return (
    <Dialog
      title={`Edit match${match?.mnemonic ? ` ${match.mnemonic}` : ''}`}
      onClose={onClose}
      saveError={saveError}
      onSubmit={() => void save()}
      footer={
        <>
          {match?.match && editable && (
            <button type="button" className="btn btn-danger me-auto" onClick={() => void remove()}>
              Remove
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={!editable}>
            Save
          </button>
        </>
      }
    >
      {!editable && <ErrorList errors={[FINISH_PREVIOUS_ROUNDS]} />}
      <ErrorList errors={editable ? errors : []} />
      {sideField('sideA', 'Side A')}
      {sideField('sideB', 'Side B')}
      <TextField
        label="Best of"
        type="number"
        min={MIN_MATCH_BEST_OF}
        value={bestOf}
        disabled={!editable}
        onChange={setBestOf}
      />
    </Dialog>
  );
}
