import { sumIsNaN } from './messages';

/* Apart from validation.ts (which needs the rounds' rules), so the night's figures load none of them. */

/** The sum of a field over rows, or an error naming the field and side when it is not a number. */
export function sumOf(values: readonly number[], field: string, side: string): number {
  const sum = values.reduce((total, value) => total + value, 0);
  if (Number.isNaN(sum)) throw new Error(sumIsNaN(field, side));
  return sum;
}
