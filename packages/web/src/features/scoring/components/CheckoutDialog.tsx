import { useEffect, useRef } from 'react';
import { Modal } from '#web/components/Modal';

export interface CheckoutDialogProps {
  /** Who checked out and from where, for the dialog's description. */
  playerName: string;
  remaining: number;
  /** The dart counts that can check out `remaining` (others are disabled). */
  possible: readonly number[];
  onChoose(darts: number): void;
  /** Closing without choosing records nothing; the turn stays with the same player. */
  onClose(): void;
}

/**
 * "Checkout": How many darts to checkout? 1, 2 or 3. Only the
 * counts that can finish the remaining score are enabled. Hardware 1-3 choose too.
 */
export function CheckoutDialog({ playerName, remaining, possible, onChoose, onClose }: CheckoutDialogProps) {
  const latest = useRef({ possible, onChoose });
  useEffect(() => {
    latest.current = { possible, onChoose };
  });
  useEffect(() => {
    const onKeyUp = (event: KeyboardEvent) => {
      const darts = Number(event.key);
      if (latest.current.possible.includes(darts)) latest.current.onChoose(darts);
    };
    document.addEventListener('keyup', onKeyUp);
    return () => document.removeEventListener('keyup', onKeyUp);
  }, []);

  return (
    <Modal show onHide={onClose} centered aria-labelledby="checkout-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="checkout-dialog-title">Checkout</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">How many darts to checkout?</p>
        <p className="text-secondary small">
          {playerName} checks out {remaining}.
        </p>
        <div className="d-flex gap-3 justify-content-center" role="group" aria-label="Darts used">
          {[1, 2, 3].map((darts) => (
            <button
              type="button"
              key={darts}
              className="btn btn-success btn-lg sayg-checkout-darts"
              disabled={!possible.includes(darts)}
              onClick={() => onChoose(darts)}
            >
              {darts}
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
