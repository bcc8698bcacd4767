import { analyseMatches, type AnalysedMatch, type AnalysisResult } from '@darts/core/analysis/breakdowns';
import {
  analysedMatches,
  analysedSaygIds,
  analysingMessage,
  tournamentNotFound,
} from '@darts/core/analysis/tournament';
import type { AnalysisRequest } from '@darts/core/contract/analysis';
import type { Envelope } from '@darts/core/contract/envelope';
import type { AppContext } from '#server/context';

/* POST /api/Sayg/Analyse: the tournaments' leg-by-leg records through core's analysis/ rules. */

export async function analyseTournaments(
  ctx: AppContext,
  request: AnalysisRequest,
): Promise<Envelope<AnalysisResult>> {
  const stored = await Promise.all(request.tournamentIds.map((id) => ctx.repos.tournaments.get(id)));
  const warnings: string[] = [];
  const messages: string[] = [];
  const tournaments = stored.flatMap((t, i) => {
    if (!t || t.deleted) {
      warnings.push(tournamentNotFound(request.tournamentIds[i]!));
      return [];
    }
    return [{ ...t.doc, id: t.id }];
  });
  const records = await Promise.all(analysedSaygIds(tournaments).map((id) => ctx.repos.sayg.get(id)));
  const sayg = new Map(records.flatMap((r) => (r && !r.deleted ? [[r.id, r.doc] as const] : [])));
  const matches: AnalysedMatch[] = [];
  for (const tournament of tournaments) {
    messages.push(analysingMessage(tournament));
    matches.push(...analysedMatches(tournament, sayg));
  }
  return {
    success: warnings.length === 0,
    errors: [],
    warnings,
    messages,
    result: analyseMatches(matches, request.maxBreakdown),
  };
}
