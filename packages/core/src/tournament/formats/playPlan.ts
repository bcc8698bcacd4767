import { entrantsOf, resolvePlan, type FormatPlan, type GroupPlaces, type ResolvedPlan } from './plan';

/*
 * Plays a plan through with a result for each match as `pick` says (side A when true): what the
 * formats' property tests and the plan's own tests walk. Pure; no clock.
 */

export interface PlayedMatch {
  id: string;
  stage: number;
  bracket: string;
  winner: number;
  loser: number;
}

export function playPlan(
  plan: FormatPlan,
  pick: (matchId: string, seeds: number[]) => boolean,
  places?: GroupPlaces,
): { played: PlayedMatch[]; resolved: ResolvedPlan } {
  const results = new Map<string, 'a' | 'b'>();
  for (;;) {
    const resolved = resolvePlan(plan, results, places);
    const ready = [...resolved.matches.values()].filter((m) => m.state === 'ready');
    if (!ready.length) {
      const played = [...resolved.matches.values()]
        .filter((m) => m.state === 'played')
        .map((m) => {
          const [winner, loser] = [m.winner, m.loser].map((s) => (s.kind === 'entrant' ? s.seed : -1));
          return {
            id: m.match.id,
            stage: m.match.stage,
            bracket: m.match.bracket,
            winner: winner!,
            loser: loser!,
          };
        });
      return { played, resolved };
    }
    for (const m of ready) results.set(m.match.id, pick(m.match.id, entrantsOf(m)) ? 'a' : 'b');
  }
}
