import { createHash } from 'node:crypto';
import { defaultMatchOptions } from '@darts/core/league/matchOptions';
import type {
  FixtureMatchDoc,
  FixturePlayerDoc,
  FixtureResultsDoc,
  NotablePlayerDoc,
  TeamDoc,
} from '#server/db/docs';
import { seasonSquad } from '@darts/core/league/squad';

/*
 * Believable, repeatable results for the demo fixtures: every team and player has a fixed strength,
 * legs are played out one by one until a side wins the match, and a few 180s, hi-checks and a man
 * of the match are added. The same ids always give the same results.
 */

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32), seeded from text. */
export function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed strength between 0.5 and 1.5 for a team or player id. */
const strength = (id: string) => 0.5 + randomFrom(`strength/${id}`)();

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface DemoSide {
  id: string;
  doc: TeamDoc;
}

/** The team's squad for the season, as a fixture records players (the scorecard save checks it). */
function squad(team: DemoSide, seasonId: string): FixturePlayerDoc[] {
  return seasonSquad(team.doc, seasonId).map((p) => ({ id: p.id, name: p.name }));
}

/** Plays legs until one side has won more than half of them. */
function playLegs(
  home: { team: string; players: FixturePlayerDoc[] },
  away: { team: string; players: FixturePlayerDoc[] },
  numberOfLegs: number,
  random: () => number,
): [number, number] {
  const power = (side: typeof home) =>
    strength(side.team) * (side.players.reduce((sum, p) => sum + strength(p.id), 0) / side.players.length);
  const chance = power(home) / (power(home) + power(away));
  const target = Math.floor(numberOfLegs / 2) + 1;
  let homeLegs = 0;
  let awayLegs = 0;
  while (homeLegs < target && awayLegs < target) {
    if (random() < chance) homeLegs++;
    else awayLegs++;
  }
  return [homeLegs, awayLegs];
}

/** The player of `players` with the most legs won across `matches` (first on a tie). */
function bestPlayer(matches: FixtureMatchDoc[], side: 'home' | 'away'): string | null {
  const legs = new Map<string, number>();
  for (const m of matches) {
    for (const p of side === 'home' ? m.homePlayers : m.awayPlayers) {
      legs.set(p.id, (legs.get(p.id) ?? 0) + ((side === 'home' ? m.homeScore : m.awayScore) ?? 0));
    }
  }
  let best: string | null = null;
  for (const [id, won] of legs) if (best === null || won > (legs.get(best) ?? 0)) best = id;
  return best;
}

/**
 * A full scorecard: five singles (best of 5), two pairs and a triples (best of 3), players drawn
 * from the squads (nobody twice in the singles, nor twice across the pairs), 180s, hi-checks
 * (100-120) and each side's man of the match, picked from the opposing players.
 */
export function demoResults(options: {
  gameId: string;
  home: DemoSide;
  away: DemoSide;
  seasonId: string;
  matchId: (gameId: string, index: number) => string;
}): FixtureResultsDoc {
  const random = randomFrom(`results/${options.gameId}`);
  const options8 = defaultMatchOptions(false);
  const homeSquad = squad(options.home, options.seasonId);
  const awaySquad = squad(options.away, options.seasonId);
  const pick = (players: FixturePlayerDoc[]) => {
    const singles = shuffled(players, random).slice(0, 5);
    const pairs = shuffled(players, random).slice(0, 4);
    const triples = shuffled(players, random).slice(0, 3);
    return [...singles.map((p) => [p]), pairs.slice(0, 2), pairs.slice(2, 4), triples];
  };
  const homeLineUp = pick(homeSquad);
  const awayLineUp = pick(awaySquad);

  const matches: FixtureMatchDoc[] = options8.map((option, index) => {
    const homePlayers = homeLineUp[index]!;
    const awayPlayers = awayLineUp[index]!;
    const [homeScore, awayScore] = playLegs(
      { team: options.home.id, players: homePlayers },
      { team: options.away.id, players: awayPlayers },
      option.numberOfLegs,
      random,
    );
    return {
      id: options.matchId(options.gameId, index),
      homePlayers,
      awayPlayers,
      homeScore,
      awayScore,
      saygId: null,
    };
  });
  // A scorecard counts as published once some match has legs on both sides.
  if (!matches.some((m) => (m.homeScore ?? 0) > 0 && (m.awayScore ?? 0) > 0)) {
    const first = matches[0]!;
    if (first.homeScore === 0) first.homeScore = 1;
    else first.awayScore = 1;
  }

  const oneEighties: FixturePlayerDoc[] = [];
  const over100Checkouts: NotablePlayerDoc[] = [];
  for (const players of [homeLineUp.slice(0, 5).flat(), awayLineUp.slice(0, 5).flat()]) {
    for (const player of players) {
      if (random() < 0.12 * strength(player.id)) oneEighties.push({ ...player });
    }
    if (random() < 0.4) {
      const player = players[Math.floor(random() * players.length)]!;
      over100Checkouts.push({ ...player, score: 100 + Math.floor(random() * 21) });
    }
  }

  return {
    home: {
      id: options.home.id,
      name: options.home.doc.name,
      manOfTheMatch: bestPlayer(matches, 'away'),
    },
    away: {
      id: options.away.id,
      name: options.away.doc.name,
      manOfTheMatch: bestPlayer(matches, 'home'),
    },
    matches,
    matchOptions: options8,
    oneEighties,
    over100Checkouts,
  };
}
