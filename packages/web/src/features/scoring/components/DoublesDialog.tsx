import { useEffect, useRef, useState } from 'react';
import type { DoublesQuestion } from '@darts/core/scoring/doubles';
import { Modal } from '#web/components/Modal';

export interface DoublesDialogProps {
  question: DoublesQuestion;
  playerName: string;
  /** Records the answer; returns why it was refused, or null. */
  onChoose(darts: number): string | null;
  /** Closing without an answer records none. */
  onClose(): void;
}

/**
 * "Darts at a double": asked after a visit that could have finished, where the league asks
 * (AskDartsAtDouble). Only the counts the visit can have are offered; hardware 0-3 choose too.
 */
export function DoublesDialog({ question, playerName, onChoose, onClose }: DoublesDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const counts = [0, 1, 2, 3].filter((n) => n >= question.min && n <= question.max);
  const choose = (darts: number) => setMessage(onChoose(darts));
  const latest = useRef({ counts, choose });
  useEffect(() => {
    latest.current = { counts, choose };
  });
  useEffect(() => {
    const onKeyUp = (event: KeyboardEvent) => {
      const darts = Number(event.key);
      if (event.key.trim() !== '' && latest.current.counts.includes(darts)) latest.current.choose(darts);
    };
    document.addEventListener('keyup', onKeyUp);
    return () => document.removeEventListener('keyup', onKeyUp);
  }, []);

  return (
    <Modal show onHide={onClose} centered aria-labelledby="doubles-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="doubles-dialog-title">Darts at a double</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">How many darts went at a double?</p>
        <p className="text-secondary small">
          {playerName} began the visit on {question.remaining}.
        </p>
        <div className="d-flex gap-3 justify-content-center" role="group" aria-label="Darts at a double">
          {counts.map((darts) => (
            <button
              type="button"
              key={darts}
              className="btn btn-primary btn-lg sayg-checkout-darts"
              onClick={() => choose(darts)}
            >
              {darts}
            </button>
          ))}
        </div>
        {message && <div className="alert alert-danger py-1 px-2 mt-2 mb-0">{message}</div>}
        <p className="text-center mt-3 mb-0">
          <button type="button" className="btn btn-link" onClick={onClose}>
            Skip: not noted
          </button>
        </p>
      </Modal.Body>
    </Modal>
  );
}
