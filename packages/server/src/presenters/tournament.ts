import type { TournamentDto, TournamentRoundDto } from '@darts/core/contract/tournament';
import { matchDto, sideDto } from '@darts/core/tournament/rows';
import type { TournamentRound } from '@darts/core/tournament/types';
import type { TournamentDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';
import { leagueTournament } from '#server/db/leagueShapes';
import { presentPhotoReference } from './photo';

/*
 * A stored tournament -> TournamentGameDto, the same for REST answers and live updates. Fields
 * stored before they were kept read as their defaults.
 */

function presentRound(round: TournamentRound): TournamentRoundDto {
  // The chain is walked from the final back, so a long chain never recurses.
  const chain: TournamentRound[] = [];
  for (let r: TournamentRound | null = round; r; r = r.nextRound ?? null) chain.push(r);
  let next: TournamentRoundDto | null = null;
  for (const r of chain.reverse()) {
    next = {
      id: r.id ?? null,
      name: r.name ?? null,
      matches: (r.matches ?? []).map(matchDto),
      matchOptions: (r.matchOptions ?? []).map((o) =>
        o
          ? { playerCount: o.playerCount, startingScore: o.startingScore, numberOfLegs: o.numberOfLegs }
          : null,
      ),
      nextRound: next,
    };
  }
  return next!;
}

export function presentTournament(stored: Stored<TournamentDoc>): TournamentDto {
  // The fields as the league's rules read them (db/leagueShapes.ts), then the answer's shapes.
  const { sides, round, oneEighties, over100Checkouts, ...details } = leagueTournament(stored);
  return {
    ...details,
    gender: details.gender ?? null,
    excludeFromReports: details.excludeFromReports === true,
    format: details.format ?? null,
    boards: details.boards ?? [],
    calls: details.calls ?? [],
    formatOptions: details.formatOptions ?? null,
    results: (details.results ?? []).map((r) => ({
      matchId: r.matchId,
      scoreA: r.scoreA,
      scoreB: r.scoreB,
      saygId: r.saygId,
    })),
    sides: sides.map(sideDto),
    round: round ? presentRound(round) : null,
    oneEighties: oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
    photos: (stored.doc.photos ?? []).map(presentPhotoReference),
    ...auditOf(stored),
  };
}
