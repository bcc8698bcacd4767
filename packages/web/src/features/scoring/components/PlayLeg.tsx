import { useState, type MouseEvent } from 'react';
import { lazyComponent } from '#web/components/lazyComponent';
import type { ScoringActions, PendingCheckout } from '../useScoring';
import { Keypad } from './Keypad';

// The dialog (with react-bootstrap's Modal and its styles) is fetched when the first score is
// typed, not with the first screen (docs/decisions/012).
const CheckoutDialog = lazyComponent(async () => (await import('./CheckoutDialog')).CheckoutDialog);

export interface PlayLegProps {
  actions: ScoringActions;
  /** The name of the player to throw, for the prompt and the checkout dialog. */
  playerName: string;
  /** Another dialog is open: the hardware keys are off. */
  dialogOpen?: boolean;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Entering visits for the player to throw: the keypad, a refusal message (impossible totals are
 * never recorded), the checkout dialog and Undo.
 */
export function PlayLeg({ actions, playerName, dialogOpen = false }: PlayLegProps) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<PendingCheckout | null>(null);

  const type = (next: string) => {
    CheckoutDialog.preload();
    setMessage(null);
    setValue(next);
  };
  const submit = (score: number) => {
    const result = actions.submit(score);
    setValue('');
    setMessage(result.refused);
    setCheckout(result.checkout);
  };
  const choose = (darts: number) => {
    setMessage(actions.checkout(darts));
    setCheckout(null);
  };
  const closeCheckout = () => {
    actions.cancelCheckout();
    setCheckout(null);
  };
  const undo = () => {
    setValue('');
    setMessage(actions.undo());
  };

  return (
    <div className="sayg-play">
      <div className="sayg-entry d-flex align-items-center gap-2">
        <span className="sayg-to-throw text-truncate">{playerName} to throw</span>
        <output className="sayg-value ms-auto" aria-label="Score entered">
          {value}
        </output>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onMouseDown={keepFocus}
          onClick={undo}
        >
          Undo
        </button>
      </div>
      <div className="sayg-message" role="alert">
        {message && <div className="alert alert-danger py-1 px-2 mb-1">{message}</div>}
      </div>
      <Keypad
        value={value}
        onChange={type}
        onEnter={submit}
        hardwareKeys={!dialogOpen && checkout === null}
      />
      {checkout && (
        <CheckoutDialog
          playerName={playerName}
          remaining={checkout.remaining}
          possible={checkout.darts}
          onChoose={choose}
          onClose={closeCheckout}
        />
      )}
    </div>
  );
}
