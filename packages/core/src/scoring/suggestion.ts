/**
 * Checkout route suggestions. A route is a list of
 * dart labels: 'T20' (treble), 'D16' (double), 'S10' (single), '25' (outer bull), 'Bull'.
 *
 * Routes are ranked by, in order:
 * 1. fewest darts;
 * 2. fewest set-up darts on the outer bull, bull or a double (risky or wasteful set-ups);
 * 3. finishing on a double rather than the bull;
 * 4. fewest trebles among the set-up darts (a single is safer when it will do);
 * 5. a final double from the preferred list D20, D16, D18, D12, D10, D8;
 * 6. the trebles among the set-up darts in throwing order, each T20 > T19 > ... > T1;
 * 7. the final double: D20, D16, D18, D12, D10, D8, then D19 down to D1, then Bull;
 * 8. the set-up singles, S20 > S19 > ... > S1.
 * This reproduces the standard routes for 170-140 and 110-100 (suggestion.test.ts lists them).
 */

interface Segment {
  label: string;
  value: number;
  /** Set-up preference, lower is better. */
  rank: number;
  treble: boolean;
  /** Risky or wasteful as a set-up dart (outer bull, bull, doubles). */
  awkward: boolean;
}

const PREFERRED_DOUBLES = [20, 16, 18, 12, 10, 8];

function segments(): Segment[] {
  const list: Segment[] = [];
  for (let n = 20; n >= 1; n--) {
    list.push({ label: `T${n}`, value: 3 * n, rank: list.length, treble: true, awkward: false });
  }
  for (let n = 20; n >= 1; n--) {
    list.push({ label: `S${n}`, value: n, rank: list.length, treble: false, awkward: false });
  }
  list.push({ label: '25', value: 25, rank: list.length, treble: false, awkward: true });
  list.push({ label: 'Bull', value: 50, rank: list.length, treble: false, awkward: true });
  for (let n = 20; n >= 1; n--) {
    list.push({ label: `D${n}`, value: 2 * n, rank: list.length, treble: false, awkward: true });
  }
  return list;
}

function finishingDoubles(): Segment[] {
  const others: number[] = [];
  for (let n = 20; n >= 1; n--) if (!PREFERRED_DOUBLES.includes(n)) others.push(n);
  const doubles = [...PREFERRED_DOUBLES, ...others].map((n, rank): Segment => ({
    label: `D${n}`,
    value: 2 * n,
    rank,
    treble: false,
    awkward: false,
  }));
  return [...doubles, { label: 'Bull', value: 50, rank: doubles.length, treble: false, awkward: false }];
}

const SETUP = segments();
const FINISH = finishingDoubles();

/** The ranking as one number (mixed radix, lower is better); set-ups have at most 2 darts. */
function key(setup: readonly Segment[], final: Segment): number {
  let awkward = 0;
  let trebles = 0;
  for (const s of setup) {
    if (s.awkward) awkward++;
    if (s.treble) trebles++;
  }
  let k = setup.length + 1;
  k = k * 4 + awkward;
  k = k * 2 + (final.value === 50 ? 1 : 0);
  k = k * 4 + trebles;
  k = k * 2 + (final.rank < PREFERRED_DOUBLES.length ? 0 : 1);
  for (let i = 0; i < 2; i++) {
    const s = setup[i];
    k = k * 64 + (s ? (s.treble ? s.rank : 63) : 0);
  }
  k = k * 32 + final.rank;
  for (let i = 0; i < 2; i++) k = k * 64 + (setup[i]?.rank ?? 0);
  return k;
}

interface Candidate {
  key: number;
  labels: string[];
}

let table: Map<number, Candidate>[] | null = null;

/** Best route for every total, by exact number of darts (index 1-3); built once, on first use. */
function routes(): Map<number, Candidate>[] {
  if (table) return table;
  const byDarts = [new Map<number, Candidate>(), new Map(), new Map(), new Map()];
  const consider = (setup: Segment[]) => {
    const setupTotal = setup.reduce((total, s) => total + s.value, 0);
    const best = byDarts[setup.length + 1] as Map<number, Candidate>;
    for (const final of FINISH) {
      const k = key(setup, final);
      const current = best.get(setupTotal + final.value);
      if (!current || k < current.key) {
        best.set(setupTotal + final.value, { key: k, labels: [...setup, final].map((s) => s.label) });
      }
    }
  };
  consider([]);
  for (const a of SETUP) {
    consider([a]);
    for (const b of SETUP) consider([a, b]);
  }
  table = byDarts;
  return table;
}

/**
 * The suggested checkout route for `remaining` with `dartsInHand` darts (1-3), or null when it
 * cannot be finished with those darts. Examples: 170 -> ['T20', 'T20', 'Bull'],
 * 100 -> ['T20', 'D20'], 32 -> ['D16'].
 */
export function suggestCheckout(remaining: number, dartsInHand: number = 3): string[] | null {
  if (!Number.isInteger(remaining) || remaining < 2) return null;
  const all = routes();
  for (let darts = 1; darts <= Math.min(3, dartsInHand); darts++) {
    const found = all[darts]?.get(remaining);
    if (found) return [...found.labels];
  }
  return null;
}

/** The suggestion formatted for display, e.g. "T20 T20 Bull", or null. */
export function describeCheckout(remaining: number, dartsInHand: number = 3): string | null {
  return suggestCheckout(remaining, dartsInHand)?.join(' ') ?? null;
}
