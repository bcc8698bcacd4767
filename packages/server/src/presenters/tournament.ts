import type { TournamentDto, TournamentRoundDto } from '@darts/core/contract/tournament';
import { matchDto, sideDto } from '@darts/core/tournament/rows';
import type { TournamentDoc, TournamentRoundDoc } from '../db/docs';
import { auditOf, type Stored } from '../db/documents';
import { presentPhotoReference } from './photo';

/*
 * A stored tournament -> TournamentGameDto, the same for REST answers and live updates. Fields
 * stored before they were kept read as their defaults.
 */

function presentRound(round: TournamentRoundDoc): TournamentRoundDto {
  // The chain is walked from the final back, so a long chain never recurses.
  const chain: TournamentRoundDoc[] = [];
  for (let r: TournamentRoundDoc | null = round; r; r = r.nextRound ?? null) chain.push(r);
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
  const d = stored.doc;
  return {
    id: stored.id,
    seasonId: d.seasonId,
    divisionId: d.divisionId ?? null,
    date: d.date,
    address: d.address ?? '',
    type: d.type ?? null,
    notes: d.notes ?? null,
    bestOf: d.bestOf ?? null,
    host: d.host ?? null,
    opponent: d.opponent ?? null,
    gender: d.gender ?? null,
    singleRound: d.singleRound === true,
    accoladesCount: d.accoladesCount !== false,
    excludeFromReports: d.excludeFromReports === true,
    sides: (d.sides ?? []).map(sideDto),
    round: d.round ? presentRound(d.round) : null,
    oneEighties: (d.oneEighties ?? []).map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: (d.over100Checkouts ?? []).map((p) => ({ id: p.id, name: p.name, score: p.score })),
    photos: (d.photos ?? []).map(presentPhotoReference),
    ...auditOf(stored),
  };
}
