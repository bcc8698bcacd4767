import type { SaygRecord } from '@darts/core/contract/sayg';
import { recomputeSayg } from '@darts/core/scoring/match';
import type { SaygDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';

/** A sayg record with every score derived from its throws; never the edit token or owner. */
export function presentSayg(stored: Stored<SaygDoc>): SaygRecord {
  const recomputed = recomputeSayg({
    startingScore: stored.doc.startingScore,
    numberOfLegs: stored.doc.numberOfLegs,
    legs: stored.doc.legs,
    legsInHand: stored.doc.legsInHand,
  });
  return {
    id: stored.id,
    yourName: stored.doc.yourName,
    opponentName: stored.doc.opponentName,
    startingScore: stored.doc.startingScore,
    numberOfLegs: stored.doc.numberOfLegs,
    homeScore: recomputed.homeScore,
    awayScore: recomputed.awayScore,
    tournamentMatchId: stored.doc.tournamentMatchId,
    fixtureMatch: stored.doc.fixtureMatch ?? null,
    ...(stored.doc.starts ? { starts: stored.doc.starts } : {}),
    ...(stored.doc.legsInHand ? { legsInHand: stored.doc.legsInHand } : {}),
    legs: recomputed.legs,
    ...auditOf(stored),
  };
}
