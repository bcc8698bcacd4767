import {
  MATCH_NOT_FOUND,
  NO_MATCH_DETAILS,
  NO_ROUND_DETAILS,
  NO_TOURNAMENT_DATA,
  ROUND_NOT_FOUND,
  MATCH_SIDES_MISSING,
} from '@darts/core/contract/tournamentMessages';
import { planMatchOf, withPlanResult } from '@darts/core/tournament/formats/planMatch';
import type { PatchTournamentRequest } from '@darts/core/contract/tournamentPatch';
import type { AppContext } from '#server/context';
import type { TournamentDoc, TournamentRoundDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import { assertBoardsPatch, isBoardDevice } from './boardDevice';
import type { Referrer } from './tournamentLive';
import { changeLatestTournament, type TournamentChange } from './tournaments';

/*
 * PATCH /api/Tournament/{id}: one match's score, one more 180, one more hi-check (docs/domain.md,
 * "A tournament's saves"). No lastUpdated: a patch applies to the latest tournament, so a scorer's
 * result never fails because the sheet changed meanwhile.
 */

/** Copies the round chain so a patch never changes the document it read. */
const copyRounds = (round: TournamentRoundDoc | null): TournamentRoundDoc | null =>
  round ? (JSON.parse(JSON.stringify(round)) as TournamentRoundDoc) : null;

/** Applies the patch to a copy of the tournament; the messages say what changed. */
export function applyPatch(
  tournament: TournamentDoc,
  patch: PatchTournamentRequest,
): { doc: TournamentDoc; messages: string[] } {
  if (!patch.round && !patch.result && !patch.additional180 && !patch.additionalOver100Checkout)
    throw badRequest(`body: ${NO_TOURNAMENT_DATA}`);
  const doc: TournamentDoc = { ...tournament, round: copyRounds(tournament.round) };
  const messages: string[] = [];
  if (patch.result) {
    doc.results = withResult(doc, patch.result);
    messages.push('Match updated');
  }

  let round = doc.round;
  let path = 'round';
  for (let request = patch.round; request; request = request.nextRound) {
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (!request.match && !request.nextRound) throw badRequest(`${path}: ${NO_ROUND_DETAILS}`);
    if (request.match) {
      const { sideA, sideB, scoreA, scoreB } = request.match;
      const match = round.matches.find(
        (m) => m.sideA?.id.toLowerCase() === sideA && m.sideB?.id.toLowerCase() === sideB,
      );
      if (!match) throw notFound(MATCH_NOT_FOUND);
      if (scoreA === undefined && scoreB === undefined)
        throw badRequest(`${path}.match: ${NO_MATCH_DETAILS}`);
      if (scoreA !== undefined) match.scoreA = scoreA;
      if (scoreB !== undefined) match.scoreB = scoreB;
      messages.push('Match updated');
    }
    round = round.nextRound;
    path += '.nextRound';
  }

  if (patch.additional180) {
    const { id, name } = patch.additional180;
    doc.oneEighties = [...(doc.oneEighties ?? []), { id, name }];
    messages.push('180 added');
  }
  if (patch.additionalOver100Checkout) {
    const { id, name, score } = patch.additionalOver100Checkout;
    doc.over100Checkouts = [...(doc.over100Checkouts ?? []), { id, name, score }];
    messages.push('hi-check added');
  }
  return { doc, messages };
}

/**
 * A planned format's results with the legs won in one of its matches (a changed winner drops the
 * later results it puts on other sides, core formats/recordResult.ts).
 */
function withResult(doc: TournamentDoc, result: NonNullable<PatchTournamentRequest['result']>) {
  const format = doc.format;
  const found = format ? planMatchOf({ ...doc, format }, result.matchId) : null;
  if (!format || !found) throw notFound(MATCH_NOT_FOUND);
  if (!found.sideA || !found.sideB) throw badRequest(`result.matchId: ${MATCH_SIDES_MISSING}`);
  if (result.scoreA === null && result.scoreB === null) throw badRequest(`result: ${NO_MATCH_DETAILS}`);
  return withPlanResult({ ...doc, format }, { ...result, saygId: found.saygId });
}

/** Saves the patch over the latest tournament, trying again when another change lands first. */
export async function patchTournament(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  patch: PatchTournamentRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  return changeLatestTournament(ctx, caller, id, referrer, async (current) => {
    if (isBoardDevice(caller)) await assertBoardsPatch(ctx, caller, current, patch);
    return applyPatch(current.doc, patch);
  });
}
