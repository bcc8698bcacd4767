import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_FLAGS, fullAccess, noAccess, normaliseAccess, type Access, type AccessFlag } from './access';
import {
  accessChangeProblems,
  changedPermissions,
  LAST_FULL_ADMINISTRATOR,
  notHeldMessage,
} from './accessChange';
import { holdsEveryFlag } from './dataAccess';

const only = (...flags: AccessFlag[]) => normaliseAccess(Object.fromEntries(flags.map((f) => [f, true])));
const accessArb: fc.Arbitrary<Access> = fc
  .record(
    Object.fromEntries(ACCESS_FLAGS.map((f) => [f, fc.boolean()])) as Record<
      AccessFlag,
      fc.Arbitrary<boolean>
    >,
  )
  .map((a) => a as Access);
/** Access near full: every permission but a few, so full administrators come up often. */
const nearFullArb: fc.Arbitrary<Access> = fc
  .subarray([...ACCESS_FLAGS], { maxLength: 2 })
  .map((missing) => normaliseAccess(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, !missing.includes(f)]))));
const anyAccessArb = fc.oneof(accessArb, nearFullArb, fc.constant(fullAccess()));

describe('changing an account’s access', () => {
  it('refuses an account with only manageAccess making itself a full administrator', () => {
    const caller = only('manageAccess');
    expect(
      accessChangeProblems({ caller, before: caller, after: fullAccess(), otherFullAdministrators: 1 }),
    ).toEqual([notHeldMessage(ACCESS_FLAGS.filter((f) => f !== 'manageAccess' && f !== 'kioskMode'))]);
  });

  it('refuses taking away access the caller does not hold, naming it as the screen does', () => {
    expect(
      accessChangeProblems({
        caller: only('manageAccess', 'manageScores'),
        before: only('manageScores', 'exportData', 'manageFeatures'),
        after: noAccess(),
        otherFullAdministrators: 1,
      }),
    ).toEqual(['You cannot give or take away access you do not have yourself: Export data, Manage features']);
  });

  it('keeps the league’s last full administrator, and lets one go while another remains', () => {
    const demoted = { caller: fullAccess(), before: fullAccess(), after: only('manageAccess') };
    expect(accessChangeProblems({ ...demoted, otherFullAdministrators: 0 })).toEqual([
      LAST_FULL_ADMINISTRATOR,
    ]);
    expect(accessChangeProblems({ ...demoted, otherFullAdministrators: 1 })).toEqual([]);
  });

  it('lets whoever manages access set kiosk mode, a display flag', () => {
    const caller = only('manageAccess');
    expect(changedPermissions(noAccess(), only('kioskMode'))).toEqual([]);
    expect(
      accessChangeProblems({
        caller,
        before: noAccess(),
        after: only('kioskMode'),
        otherFullAdministrators: 1,
      }),
    ).toEqual([]);
  });

  it('allows a change exactly when every changed permission is held and a full administrator remains', () => {
    fc.assert(
      fc.property(anyAccessArb, anyAccessArb, anyAccessArb, fc.nat(2), (caller, before, after, others) => {
        const problems = accessChangeProblems({ caller, before, after, otherFullAdministrators: others });
        const held = changedPermissions(before, after).every((flag) => caller[flag]);
        const keepsOne = others > 0 || holdsEveryFlag(after) || !holdsEveryFlag(before);
        expect(problems.length === 0).toBe(held && keepsOne);
      }),
    );
  });

  it('never lets an account end up with a permission its changer lacks', () => {
    fc.assert(
      fc.property(anyAccessArb, anyAccessArb, anyAccessArb, (caller, before, after) => {
        if (accessChangeProblems({ caller, before, after, otherFullAdministrators: 1 }).length > 0) return;
        for (const flag of changedPermissions(before, after)) expect(caller[flag]).toBe(true);
      }),
    );
  });
});
