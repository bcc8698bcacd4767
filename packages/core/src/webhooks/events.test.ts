import { describe, expect, it } from 'vitest';
import { fixtureEvents, saygEvents, type FixtureLike } from './events';
import { GIVE_UP_AFTER_MS, nextAttempt, RETRY_DELAYS_MS, shouldPause } from './retry';

/* What a webhook hears from a write, and when a failed delivery is tried again. */

const player = (id: string) => ({ id, name: id });
const match = (homeScore: number | null, awayScore: number | null) => ({
  homePlayers: [player('h')],
  awayPlayers: [player('a')],
  homeScore,
  awayScore,
});
const fixture = (scores: [number | null, number | null][], over: Partial<FixtureLike> = {}): FixtureLike => ({
  seasonId: 's',
  divisionId: 'd',
  date: '2026-10-01',
  postponed: false,
  isKnockout: false,
  home: { id: 'H', name: 'Hosts' },
  away: { id: 'G', name: 'Guests' },
  matches: scores.map(([h, a]) => match(h, a)),
  matchOptions: scores.map(() => ({ numberOfLegs: 5, playerCount: 1, startingScore: 501 })),
  ...over,
});

describe('a fixture’s events', () => {
  const empty = fixture([
    [null, null],
    [null, null],
  ]);
  const half = fixture([
    [3, 1],
    [null, null],
  ]);
  const done = fixture([
    [3, 1],
    [1, 3],
  ]);

  it('publishes a result when the card becomes complete, not while it is in progress', () => {
    expect(fixtureEvents('f', empty, half)).toEqual([]);
    expect(fixtureEvents('f', half, done).map((e) => e.event)).toEqual(['result.published']);
    expect(fixtureEvents('f', half, done)[0]!.data).toMatchObject({
      fixtureId: 'f',
      home: { name: 'Hosts', score: 1 },
      away: { name: 'Guests', score: 1 },
    });
  });

  it('publishes again when a complete card’s score changes, and not for an edit that keeps it', () => {
    const changed = fixture([
      [3, 1],
      [3, 2],
    ]);
    expect(fixtureEvents('f', done, changed).map((e) => e.event)).toEqual(['result.published']);
    expect(fixtureEvents('f', done, { ...done, address: 'x' } as FixtureLike)).toEqual([]);
  });

  it('says a fixture changed when made, moved, postponed or removed', () => {
    expect(fixtureEvents('f', null, empty).map((e) => e.event)).toEqual(['fixture.changed']);
    expect(fixtureEvents('f', empty, { ...empty, date: '2026-10-08' }).map((e) => e.event)).toEqual([
      'fixture.changed',
    ]);
    expect(fixtureEvents('f', empty, { ...empty, postponed: true })[0]!.data).toMatchObject({
      postponed: true,
    });
    expect(fixtureEvents('f', empty, { ...empty, deleted: '2026-10-02' })[0]!.data).toMatchObject({
      removed: true,
    });
  });
});

describe('a leg-by-leg record’s events', () => {
  const record = (throws: number) => ({
    yourName: 'Ann',
    opponentName: 'Bob',
    legs: { 0: { home: { throws: Array(throws).fill({ score: 60, noOfDarts: 3 }) }, away: { throws: [] } } },
  });
  it('is live once its first visit is in, once', () => {
    expect(saygEvents('r', record(0), record(1))[0]).toMatchObject({
      event: 'match.live',
      data: { recordId: 'r', home: 'Ann', away: 'Bob', fixtureId: null, watch: '/live/match?id=r' },
    });
    const onCard = { ...record(1), fixtureMatch: { fixtureId: 'f9', index: 2 } };
    expect(saygEvents('r', record(0), onCard)[0]!.data).toMatchObject({ fixtureId: 'f9' });
    expect(saygEvents('r', null, record(0))).toEqual([]);
    expect(saygEvents('r', record(1), record(2))).toEqual([]);
  });
});

describe('retries', () => {
  const first = new Date('2026-11-22T12:00:00Z');
  it('waits longer after each failure, the last wait repeating', () => {
    const waits = [1, 2, 3, 4, 5, 6, 9].map(
      (attempts) => nextAttempt(attempts, first, first)!.getTime() - first.getTime(),
    );
    expect(waits).toEqual([...RETRY_DELAYS_MS, RETRY_DELAYS_MS.at(-1)]);
  });

  it('gives up a day after the first try, and pauses a hook failing for a day', () => {
    const late = new Date(first.getTime() + GIVE_UP_AFTER_MS - 1000);
    expect(nextAttempt(9, first, late)).toBeNull();
    expect(shouldPause(first.toISOString(), new Date(first.getTime() + GIVE_UP_AFTER_MS))).toBe(true);
    expect(shouldPause(first.toISOString(), late)).toBe(false);
    expect(shouldPause(null, late)).toBe(false);
  });
});
