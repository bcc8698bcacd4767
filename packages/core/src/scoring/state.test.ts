import { describe, it, expect } from 'vitest';
import type { SaygState, SideKey } from './types';
import { sequenceStartingWith } from './leg';
import { matchWinner } from './match';
import { currentLeg, settle, startQuestion } from './progress';
import type { SaygStep } from './state';
import { applyCheckout, cancelCheckout, chooseStarter, editThrow, submitScore, undoLastThrow } from './state';

function fresh(opponentName: string | null = 'Bob', numberOfLegs = 3): SaygState {
  return {
    startingScore: 501,
    numberOfLegs,
    homeScore: 0,
    awayScore: 0,
    legs: {},
    yourName: 'Ann',
    opponentName,
  };
}

function ok(step: SaygStep<SaygState>): SaygState {
  if (step.kind !== 'updated') throw new Error(`expected an update, got ${JSON.stringify(step)}`);
  return step.record;
}

/** Enters visit totals in turn, then (if given) checks out with `darts`. */
function visits(record: SaygState, scores: number[], checkoutDarts?: number): SaygState {
  let r = record;
  for (const s of scores) r = ok(submitScore(r, s));
  return checkoutDarts === undefined ? r : ok(applyCheckout(r, checkoutDarts));
}

const remaining = (r: SaygState, side: SideKey) => {
  const leg = currentLeg(r)?.leg;
  return leg ? 501 - (side === 'home' ? leg.home.score : (leg.away?.score ?? 0)) : null;
};

/** Plays a leg with the current starter winning in 9 darts. */
function nineDarter(r: SaygState): SaygState {
  return visits(r, [180, 0, 180, 0], 3);
}

describe('a two-player match on the keypad', () => {
  it('asks who plays first, then alternates turns', () => {
    const r0 = fresh();
    expect(submitScore(r0, 60)).toEqual({ kind: 'refused', reason: 'Choose who plays first' });
    const r1 = ok(chooseStarter(r0, 'away'));
    expect(currentLeg(r1)?.leg.currentThrow).toBe('away');
    const step = submitScore(r1, 180);
    expect(step).toMatchObject({ kind: 'updated', events: { side: 'away', bust: false, oneEighty: true } });
    const r2 = ok(step);
    expect(currentLeg(r2)?.leg.currentThrow).toBe('home');
    expect(remaining(r2, 'away')).toBe(321);
    expect(chooseStarter(r2, 'home')).toEqual({ kind: 'refused', reason: 'The leg has already started' });
  });

  it('refuses impossible totals and records busts for nothing', () => {
    const r = ok(chooseStarter(fresh(), 'home'));
    expect(submitScore(r, 163)).toEqual({ kind: 'refused', reason: '163 cannot be scored with 3 darts' });
    expect(submitScore(r, 181)).toEqual({ kind: 'refused', reason: 'Score must be between 0 and 180' });
    const r2 = visits(r, [180, 0, 180, 0]);
    const bustStep = submitScore(r2, 140); // would leave 1
    expect(bustStep).toMatchObject({
      kind: 'updated',
      events: { side: 'home', bust: true, oneEighty: false },
    });
    const r3 = ok(bustStep);
    expect(remaining(r3, 'home')).toBe(141);
    expect(currentLeg(r3)?.leg.home.noOfDarts).toBe(9);
    const r4 = ok(submitScore(visits(r3, [0]), 150)); // below 0
    expect(remaining(r4, 'home')).toBe(141);
    expect(ok(submitScore(visits(r3, [0]), 180)).legs['0']?.home.score).toBe(360);
  });

  it('asks for the checkout darts, refuses impossible ones, then starts the next leg reversed', () => {
    const r = visits(ok(chooseStarter(fresh(), 'home')), [180, 60, 180, 60]);
    expect(submitScore(r, 141)).toEqual({
      kind: 'checkout-needed',
      side: 'home',
      remaining: 141,
      darts: [3],
    });
    expect(applyCheckout(r, 2)).toEqual({
      kind: 'refused',
      reason: '141 cannot be checked out with 2 darts',
    });
    const step = applyCheckout(r, 3);
    expect(step).toMatchObject({
      kind: 'updated',
      events: { side: 'home', legWinner: 'home', hiCheck: 141, matchFinished: false },
    });
    const r2 = ok(step);
    expect([r2.homeScore, r2.awayScore]).toEqual([1, 0]);
    expect(currentLeg(r2)?.key).toBe('1');
    expect(currentLeg(r2)?.leg.playerSequence.map((p) => p.value)).toEqual(['away', 'home']);
    expect(currentLeg(r2)?.leg.currentThrow).toBe('away');
  });

  it('offers only the dart counts that can check out, and no hi-check under 100', () => {
    const r = visits(ok(chooseStarter(fresh(), 'home')), [180, 0, 180, 0, 101, 0]);
    expect(submitScore(r, 40)).toMatchObject({ kind: 'checkout-needed', remaining: 40, darts: [1, 2, 3] });
    expect(ok(applyCheckout(r, 1)).legs['0']?.home.noOfDarts).toBe(10);
    expect(applyCheckout(r, 1)).toMatchObject({ events: { hiCheck: null, legWinner: 'home' } });
    const bogey = visits(ok(chooseStarter(fresh(), 'home')), [180, 0, 162, 0]);
    expect(submitScore(bogey, 159)).toEqual({ kind: 'refused', reason: '159 cannot be checked out' });
  });

  it('cancelling the checkout leaves the turn with the same side', () => {
    const r = visits(ok(chooseStarter(fresh(), 'home')), [180, 60, 180, 60]);
    const cancelled = cancelCheckout(r);
    expect(cancelled).toEqual(settle(r));
    expect(currentLeg(cancelled)?.leg.currentThrow).toBe('home');
  });

  it('plays to a deciding leg, asks who won the bull, and finishes', () => {
    let r = nineDarter(ok(chooseStarter(fresh(), 'home')));
    r = nineDarter(r);
    expect([r.homeScore, r.awayScore]).toEqual([1, 1]);
    expect(startQuestion(r)).toBe('who-won-the-bull');
    expect(submitScore(r, 60)).toEqual({ kind: 'refused', reason: 'Choose who won the bull' });
    r = ok(chooseStarter(r, 'away'));
    const last = applyCheckout(visits(r, [180, 0, 180, 0]), 3);
    expect(last).toMatchObject({ kind: 'updated', events: { legWinner: 'away', matchFinished: true } });
    const done = ok(last);
    expect([done.homeScore, done.awayScore]).toEqual([1, 2]);
    expect(matchWinner(done)).toBe('away');
    expect(Object.keys(done.legs)).toEqual(['0', '1', '2']);
    expect(submitScore(done, 60)).toEqual({ kind: 'refused', reason: 'The match is finished' });
  });

  it('uses a supplied final-leg sequence instead of asking', () => {
    const options = { finalLegSequence: sequenceStartingWith('home', { home: 'Ann', away: 'Bob' }) };
    let r = ok(chooseStarter(fresh(), 'home', options));
    r = nineDarter(r);
    r = ok(applyCheckout(visits(r, [180, 0, 180, 0]), 3, options));
    expect(startQuestion(r)).toBeNull();
    expect(currentLeg(r)?.leg.currentThrow).toBe('home');
  });
});

describe('single player', () => {
  it('keeps the turn and plays every leg', () => {
    let r = settle(fresh(null, 2));
    r = visits(r, [180, 180]);
    expect(currentLeg(r)?.leg.currentThrow).toBe('home');
    r = ok(applyCheckout(r, 3));
    expect(r.homeScore).toBe(1);
    expect(currentLeg(r)?.key).toBe('1');
    const last = applyCheckout(visits(r, [180, 180]), 3);
    expect(last).toMatchObject({ events: { matchFinished: true } });
  });
});

describe('editThrow', () => {
  const base = () => visits(ok(chooseStarter(fresh(), 'home')), [100, 60, 100, 60]);

  it('replaces a visit and re-derives the side', () => {
    const r = ok(editThrow(base(), '0', 'home', 0, { score: 140, noOfDarts: 3 }));
    expect(r.legs['0']?.home).toMatchObject({ score: 240, noOfDarts: 6 });
    expect(currentLeg(r)?.leg.currentThrow).toBe('home');
  });

  it('drops a visit edited to 0 darts', () => {
    const r = ok(editThrow(base(), '0', 'away', 1, { score: 60, noOfDarts: 0 }));
    expect(r.legs['0']?.away?.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
    expect(currentLeg(r)?.leg.currentThrow).toBe('away');
  });

  it.each([
    ['9', 'home', 0, { score: 60, noOfDarts: 3 }, 'Leg or side not found'],
    ['0', 'home', 5, { score: 60, noOfDarts: 3 }, 'Throw not found'],
    ['0', 'home', 0, { score: 179, noOfDarts: 3 }, '179 cannot be scored with 3 darts'],
    ['0', 'home', 0, { score: 60, noOfDarts: 4 }, 'No of darts must be 1, 2 or 3'],
    ['0', 'home', 1, { score: 401, noOfDarts: 3 }, 'Score must be between 0 and 180'],
  ] as const)('refuses leg %s %s #%i %j: %s', (legKey, side, index, change, reason) => {
    expect(editThrow(base(), legKey, side, index, change)).toEqual({ kind: 'refused', reason });
  });

  it('can complete a leg, checking the checkout darts', () => {
    const r = visits(ok(chooseStarter(fresh(), 'home')), [180, 0, 180, 0, 100, 0]);
    expect(editThrow(r, '0', 'home', 2, { score: 141, noOfDarts: 1 })).toEqual({
      kind: 'refused',
      reason: '141 cannot be checked out with 1 dart',
    });
    const won = ok(editThrow(r, '0', 'home', 2, { score: 141, noOfDarts: 3 }));
    expect(won.homeScore).toBe(1);
    expect(Object.keys(won.legs)).toEqual(['0', '1']);
  });

  it('refuses an edit that turns a later visit into an impossible checkout', () => {
    // Home: 180, 100, 159 leaves 62. Editing the 100 to 162 would make the 159 a checkout of 159.
    const r = visits(ok(chooseStarter(fresh(), 'home')), [180, 0, 100, 0, 159, 0]);
    expect(editThrow(r, '0', 'home', 1, { score: 162, noOfDarts: 3 })).toEqual({
      kind: 'refused',
      reason: '159 cannot be checked out',
    });
    expect(editThrow(r, '0', 'home', 1, { score: 101, noOfDarts: 3 })).toMatchObject({ kind: 'updated' });
  });

  it('can undo a win by editing the checkout, dropping the empty next leg', () => {
    const r = nineDarter(ok(chooseStarter(fresh(), 'home')));
    const step = editThrow(r, '0', 'home', 2, { score: 140, noOfDarts: 3 });
    expect(step).toMatchObject({ kind: 'updated', events: { bust: true } });
    const edited = ok(step);
    expect(edited.homeScore).toBe(0);
    expect(Object.keys(edited.legs)).toEqual(['0']);
    expect(currentLeg(edited)?.leg.currentThrow).toBe('away');
  });
});

describe('undoLastThrow', () => {
  it('removes the last visit and gives the turn back', () => {
    const r = visits(ok(chooseStarter(fresh(), 'home')), [100, 60]);
    const undone = ok(undoLastThrow(r));
    expect(undone.legs['0']?.away?.throws).toEqual([]);
    expect(currentLeg(undone)?.leg.currentThrow).toBe('away');
  });

  it('undoes the checkout of the previous leg when the new leg is empty', () => {
    const r = nineDarter(ok(chooseStarter(fresh(), 'home')));
    const undone = ok(undoLastThrow(r));
    expect(Object.keys(undone.legs)).toEqual(['0']);
    expect(undone.homeScore).toBe(0);
    expect(currentLeg(undone)?.leg.currentThrow).toBe('home');
    expect(undone.legs['0']?.home.throws).toHaveLength(2);
  });

  it('refuses when there is nothing to undo', () => {
    expect(undoLastThrow(ok(chooseStarter(fresh(), 'home')))).toEqual({
      kind: 'refused',
      reason: 'Nothing to undo',
    });
  });
});
