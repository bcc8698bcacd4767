import { addDays } from '@darts/core/league/dates';
import { defaultMatchOptions } from '@darts/core/league/matchOptions';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import { demoResults } from './demoResults';

/*
 * The demo season's fixtures: a double round-robin per division, one round a week from the season
 * start (skipping the week the demo notes give to the charity night), with results for every
 * fixture dated before today.
 */

export interface DemoTeam {
  id: string;
  doc: TeamDoc;
}

/** Weeks after the season start without league fixtures (see DEMO_NOTES: the charity singles night). */
export const DEMO_WEEKS_OFF: readonly number[] = [6];

/**
 * Pairings of a round-robin by the circle method: every team meets every other once in n-1
 * rounds (n even), home and away alternating; the second half repeats it with venues swapped.
 */
export function doubleRoundRobin<T>(teams: readonly T[]): [home: T, away: T][][] {
  const n = teams.length;
  if (n < 2 || n % 2 !== 0) throw new Error('a round-robin needs an even number of teams');
  const rotation = [...teams];
  const firstHalf: [T, T][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = rotation[i]!;
      const b = rotation[n - 1 - i]!;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    // Keep the first team fixed and turn the others one place.
    rotation.splice(1, 0, rotation.pop()!);
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([h, a]) => [a, h] as [T, T]))];
}

/** The dates of `rounds` weekly rounds from `start`, skipping the weeks off. */
export function roundDates(start: string, rounds: number): string[] {
  const dates: string[] = [];
  for (let week = 0; dates.length < rounds; week++) {
    if (!DEMO_WEEKS_OFF.includes(week)) dates.push(addDays(start, week * 7));
  }
  return dates;
}

export interface DemoFixture {
  id: string;
  doc: FixtureDoc;
}

/** The division's fixtures; those dated before `today` carry published results. */
export function demoGames(options: {
  seasonId: string;
  divisionId: string;
  start: string;
  today: string;
  teams: readonly DemoTeam[];
  gameId: (home: DemoTeam, away: DemoTeam) => string;
  matchId: (gameId: string, index: number) => string;
}): DemoFixture[] {
  const rounds = doubleRoundRobin(options.teams);
  const dates = roundDates(options.start, rounds.length);
  return rounds.flatMap((pairs, round) =>
    pairs.map(([home, away]) => {
      const id = options.gameId(home, away);
      const date = dates[round]!;
      const doc: FixtureDoc = {
        seasonId: options.seasonId,
        divisionId: options.divisionId,
        date,
        address: home.doc.address,
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
        home: { id: home.id, name: home.doc.name, manOfTheMatch: null },
        away: { id: away.id, name: away.doc.name, manOfTheMatch: null },
        matches: [],
        matchOptions: defaultMatchOptions(false),
        oneEighties: [],
        over100Checkouts: [],
        homeSubmission: null,
        awaySubmission: null,
        photos: [],
      };
      const played = date < options.today;
      return {
        id,
        doc: played
          ? {
              ...doc,
              ...demoResults({
                gameId: id,
                home,
                away,
                seasonId: options.seasonId,
                matchId: options.matchId,
              }),
            }
          : doc,
      };
    }),
  );
}
