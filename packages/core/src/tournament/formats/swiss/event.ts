import type { EventSection, FormatEventOf } from '../sections';
import { winnerOf } from '../sections';
import { swissPairings, swissRounds, swissStanding, type SwissMatch } from './swiss';

/* Swiss rounds' event: each round as it is paired (S{round}-{n}), and the standing. */
export const swissEvent: FormatEventOf = (entrants, _options, byId, bestOf) => {
  const rounds: SwissMatch[][] = [];
  const sections: EventSection[] = [];
  for (let r = 1; r <= swissRounds(entrants); r++) {
    const pairs = swissPairings(entrants, rounds);
    if (!pairs) break;
    const played = pairs.map((p, i): SwissMatch & { id: string } => {
      const id = `S${r}-${i + 1}`;
      const stored = byId.get(id);
      const won = p.b === null ? 'a' : winnerOf(stored, bestOf);
      return {
        ...p,
        id,
        winner: won === 'a' ? p.a : won === 'b' ? p.b : null,
        legsA: stored?.scoreA ?? 0,
        legsB: stored?.scoreB ?? 0,
      };
    });
    sections.push({
      title: `Round ${r}`,
      // A bye shows as the side against Bye, a win without a match to enter.
      matches: played.map((m) => {
        const stored = byId.get(m.id);
        return {
          id: m.id,
          a: { kind: 'entrant', seed: m.a },
          b: m.b === null ? { kind: 'bye' } : { kind: 'entrant', seed: m.b },
          scoreA: stored?.scoreA ?? null,
          scoreB: stored?.scoreB ?? null,
          playable: m.b !== null,
          winner: m.winner === null ? null : m.winner === m.a ? 'a' : 'b',
        };
      }),
    });
    rounds.push(played);
    // The next round is paired once every match of this one has a winner.
    if (played.some((m) => m.winner === null)) break;
  }
  const standing = swissStanding(
    entrants,
    rounds.map((round) => round.filter((m) => m.winner !== null)),
  );
  const finished =
    rounds.length === swissRounds(entrants) && rounds.every((round) => round.every((m) => m.winner !== null));
  return { sections, groups: [], standing, champion: finished ? standing[0]!.seed : null, plateWinner: null };
};
