import { useId, useState, type FormEvent } from 'react';
import { Modal } from '#web/components/Modal';
import type { Throw } from '@darts/core/scoring/types';

export interface EditThrowDialogProps {
  /** 1-based visit number, for the title. */
  throwNumber: number;
  /** The player's name, for the title. */
  sideName: string;
  initial: Throw;
  /** Saves the change; returns why it was refused, or null when it was applied. */
  onSave(change: Throw): string | null;
  onClose(): void;
}

function parseWhole(text: string): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  return Number(text);
}

/**
 * "Edit throw N for {side}" with Score (0-180) and No of Darts (1-3; 0 removes the throw), and
 * the buttons Close and Save changes. The rules (impossible totals,
 * checkouts the new darts cannot make) are core's `editThrow`; its refusal is shown here.
 */
export function EditThrowDialog({ throwNumber, sideName, initial, onSave, onClose }: EditThrowDialogProps) {
  const id = useId();
  const [score, setScore] = useState(String(initial.score));
  const [darts, setDarts] = useState(String(initial.noOfDarts));
  const [problem, setProblem] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsedScore = parseWhole(score);
    const parsedDarts = parseWhole(darts);
    if (parsedScore === null || parsedScore < 0 || parsedScore > 180) {
      setProblem('Score must be a number from 0 to 180');
      return;
    }
    if (parsedDarts === null || parsedDarts > 3) {
      setProblem('No of Darts must be 1, 2 or 3 (0 removes the throw)');
      return;
    }
    const refused = onSave({ score: parsedScore, noOfDarts: parsedDarts });
    if (refused) setProblem(refused);
  };

  const title = `Edit throw ${throwNumber} for ${sideName}`;
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={save} noValidate>
        <Modal.Header>
          <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label htmlFor={`${id}-score`} className="form-label">
              Score
            </label>
            <input
              id={`${id}-score`}
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={180}
              value={score}
              onChange={(e) => setScore(e.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-darts`} className="form-label">
              No of Darts
            </label>
            <input
              id={`${id}-darts`}
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={3}
              value={darts}
              aria-describedby={`${id}-darts-hint`}
              onChange={(e) => setDarts(e.target.value)}
            />
            <div id={`${id}-darts-hint`} className="form-text">
              0 removes the throw.
            </div>
          </div>
          {problem && (
            <div className="alert alert-danger mb-0" role="alert">
              {problem}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary">
            Save changes
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
