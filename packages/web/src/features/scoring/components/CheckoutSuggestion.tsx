import { describeCheckout } from '@darts/core/scoring/suggestion';

/** "Checkout: T20 T20 Bull" for the player to throw; nothing when there is no checkout. */
export function CheckoutSuggestion({ remaining }: { remaining: number }) {
  const suggestion = describeCheckout(remaining);
  return suggestion ? <div className="sayg-suggestion small">Checkout: {suggestion}</div> : null;
}
