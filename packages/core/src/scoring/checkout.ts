/**
 * Double-out checkout validity. The last dart must hit a
 * double or the bull; a missed dart scores 0, so "in n darts" means "in at most n darts".
 */

/** Highest remaining score that n darts can check out (index = darts). */
export const MAX_CHECKOUT: readonly [number, number, number, number] = [0, 50, 110, 170];

/** Remainders up to 110 that two darts cannot finish. */
export const TWO_DART_BOGEYS: readonly number[] = [99, 102, 103, 105, 106, 108, 109];

/** Remainders up to 170 that three darts cannot finish (the "bogey numbers"). */
export const THREE_DART_BOGEYS: readonly number[] = [159, 162, 163, 165, 166, 168, 169];

export type CheckoutDarts = 1 | 2 | 3;

function finishable(remaining: number, darts: CheckoutDarts): boolean {
  if (!Number.isInteger(remaining) || remaining < 2) return false;
  switch (darts) {
    case 1:
      return (remaining <= 40 && remaining % 2 === 0) || remaining === 50;
    case 2:
      return remaining <= MAX_CHECKOUT[2] && !TWO_DART_BOGEYS.includes(remaining);
    case 3:
      return remaining <= MAX_CHECKOUT[3] && !THREE_DART_BOGEYS.includes(remaining);
  }
}

/** True when `remaining` can be checked out with `darts` darts (double-out). */
export function canCheckout(remaining: number, darts: number): boolean {
  return (darts === 1 || darts === 2 || darts === 3) && finishable(remaining, darts);
}

/** The fewest darts that can check out `remaining` (1-3), or null when no visit can. */
export function minCheckoutDarts(remaining: number): CheckoutDarts | null {
  for (const darts of [1, 2, 3] as const) {
    if (finishable(remaining, darts)) return darts;
  }
  return null;
}

/** The dart counts (1-3) a checkout of `remaining` could have used, fewest first. */
export function checkoutDartOptions(remaining: number): CheckoutDarts[] {
  return ([1, 2, 3] as const).filter((d) => finishable(remaining, d));
}

/**
 * Why a checkout of `remaining` with `darts` darts is impossible, or null when it is possible.
 * Used to refuse a declared checkout.
 */
export function checkoutProblem(remaining: number, darts: number): string | null {
  if (!(darts === 1 || darts === 2 || darts === 3)) return 'No of darts must be 1, 2 or 3';
  if (!Number.isInteger(remaining) || remaining < 2) {
    return `${remaining} cannot be checked out`;
  }
  if (finishable(remaining, darts)) return null;
  if (minCheckoutDarts(remaining) === null) return `${remaining} cannot be checked out`;
  return `${remaining} cannot be checked out with ${darts} dart${darts === 1 ? '' : 's'}`;
}
