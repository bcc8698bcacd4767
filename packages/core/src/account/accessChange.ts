import { ACCESS_FLAGS, DISPLAY_FLAGS, type Access, type AccessFlag } from './access';
import { ACCESS_LABELS } from './accessLabels';
import { holdsEveryFlag } from './dataAccess';

/*
 * Who may change an account's access (docs/domain.md, "Who may do what"): an account gives or
 * takes away only the permissions it holds itself, and the league always keeps an account that
 * holds every permission. Display flags (kiosk mode) change how the site looks, not what an
 * account may do: whoever manages access sets them.
 */

export const LAST_FULL_ADMINISTRATOR =
  "This is the league's last account with every access: give another account every access first";

export const notHeldMessage = (flags: readonly AccessFlag[]) =>
  `You cannot give or take away access you do not have yourself: ${flags.map((f) => ACCESS_LABELS[f]).join(', ')}`;

/** The permissions a change gives or takes away (display flags aside), in the flags' order. */
export function changedPermissions(before: Access, after: Access): AccessFlag[] {
  return ACCESS_FLAGS.filter((flag) => !DISPLAY_FLAGS.includes(flag) && before[flag] !== after[flag]);
}

export interface AccessChange {
  /** The access of the account making the change. */
  caller: Access;
  /** The changed account's access now, and as asked. */
  before: Access;
  after: Access;
  /** How many other live accounts hold every permission. */
  otherFullAdministrators: number;
}

/** Why the change is refused, in the league's words; empty when it is allowed. */
export function accessChangeProblems({
  caller,
  before,
  after,
  otherFullAdministrators,
}: AccessChange): string[] {
  const problems: string[] = [];
  const notHeld = changedPermissions(before, after).filter((flag) => !caller[flag]);
  if (notHeld.length > 0) problems.push(notHeldMessage(notHeld));
  if (holdsEveryFlag(before) && !holdsEveryFlag(after) && otherFullAdministrators === 0) {
    problems.push(LAST_FULL_ADMINISTRATOR);
  }
  return problems;
}
