import { applyCheckout, chooseStarter, submitScore } from '@darts/core/scoring/state';
import type { SaygRecord } from '@darts/core/contract/sayg';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { envelope, type FakeCall } from '#web/test/fakeFetch';

/* In-memory builders for scoring tests: records made with core's own rules. */

export function buildRecord(overrides: Partial<SaygState> = {}): SaygState {
  return {
    yourName: 'Alice Archer',
    opponentName: 'Bob Bowman',
    startingScore: 501,
    numberOfLegs: 3,
    homeScore: 0,
    awayScore: 0,
    legs: {},
    ...overrides,
  };
}

/** Plays the current leg: choose `first` when asked, then each score (a checkout as "61/3"). */
export function play(record: SaygState, first: SideKey, ...visits: (number | string)[]): SaygState {
  let r = record;
  const started = chooseStarter(r, first);
  if (started.kind === 'updated') r = started.record;
  for (const visit of visits) {
    const [score, darts] = String(visit).split('/').map(Number) as [number, number | undefined];
    const step = submitScore(r, score);
    if (step.kind === 'checkout-needed') {
      const done = applyCheckout(r, darts ?? step.darts[0] ?? 3);
      if (done.kind !== 'updated') throw new Error(`checkout ${visit} refused`);
      r = done.record;
    } else if (step.kind === 'updated') {
      r = step.record;
    } else {
      throw new Error(`visit ${visit} refused: ${step.reason}`);
    }
  }
  return r;
}

/**
 * What the server answers to save number `n` of `body` (`POST /api/Sayg`): the record under `id`,
 * stamped `updated: t{n}`, with the edit token on the first save only.
 */
export function serverRecord(
  body: Partial<SaygState>,
  n: number,
  { id, editToken = 'token-1' }: { id: string; editToken?: string },
): SaygRecord & { editToken: string | null } {
  return {
    ...buildRecord(),
    id,
    yourName: body.yourName ?? 'you',
    opponentName: body.opponentName ?? null,
    startingScore: body.startingScore ?? 501,
    numberOfLegs: body.numberOfLegs ?? 3,
    homeScore: 0,
    awayScore: 0,
    tournamentMatchId: null,
    legs: (body.legs ?? {}) as SaygRecord['legs'],
    ...(body.starts ? { starts: body.starts } : {}),
    ...(body.legsInHand ? { legsInHand: body.legsInHand } : {}),
    created: 't0',
    author: null,
    updated: `t${n}`,
    editor: null,
    deleted: null,
    remover: null,
    editToken: n === 1 ? editToken : null,
  };
}

/** A practice match (Alice v Bob Bowman) as the server publishes it live after a save stamped `updated`. */
export function publishedRecord(id: string, updated: string, ...visits: number[]): SaygRecord {
  return {
    ...play(buildRecord(), 'home', ...visits),
    id,
    opponentName: 'Bob Bowman',
    tournamentMatchId: null,
    created: '2026-11-22T20:00:00.000Z',
    author: null,
    updated,
    editor: null,
    deleted: null,
    remover: null,
  } as SaygRecord;
}

/** The server's answer to a save (`POST /api/Sayg`) in live tests: what was sent, published as `updated`. */
export const publishedAnswer = (id: string, updated: string) => (call: FakeCall) => ({
  body: envelope({ ...publishedRecord(id, updated), legs: (call.body as SaygState).legs, editToken: null }),
});
