import type { CardCalls, MoveCardCallRequest } from '@darts/core/contract/boards';
import { GAME_DELETED, SCORES_NOT_PERMITTED } from '@darts/core/contract/scorecard';
import { cardCalls, cardMatchName, cardReadyMatches } from '@darts/core/scorecard/calls';
import { sameBoard } from '@darts/core/tournament/boardScorer';
import { moveCall } from '@darts/core/venue/moveCall';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { canEditScores } from '#server/policies/scorecard';
import { fixtureViewFor, presentFixture } from '#server/presenters/fixture';
import { listFeatures } from './features';
import { assertCurrent, stampOf } from './league';

/*
 * A fixture night's call list (docs/decisions/054): the card's boards are a detail of the fixture
 * (manageGames, with its scorecard), its calls the server's, worked out again on every save of the
 * card (core scorecard/calls.ts) and sent with the card to whoever reads it.
 */

/** The card as it is about to be saved, with its calls worked out again: a won match frees its board. */
export function withCardCalls(ctx: AppContext, doc: FixtureDoc): FixtureDoc {
  if (!doc.boards?.length) {
    const { boards: _boards, calls: _calls, ...rest } = doc;
    return rest;
  }
  return { ...doc, calls: cardCalls(doc, ctx.now().toISOString()) };
}

export interface CardCallOutcome {
  stored: Stored<FixtureDoc>;
  messages: string[];
}

/**
 * PUT /api/Scores/{id}/Call: whoever edits the card's results (manageScores) moves one of its ready
 * matches to a board (core venue/moveCall.ts), with the card's `lastUpdated` (409 when stale).
 */
export async function moveCardCall(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  move: MoveCardCallRequest,
): Promise<CardCallOutcome> {
  const existing = await ctx.repos.games.get(id);
  if (!existing) throw notFound('Game not found');
  if (existing.deleted) throw badRequest(GAME_DELETED);
  if (!canEditScores(caller)) throw notPermitted(SCORES_NOT_PERMITTED);
  assertCurrent(ctx.repos.games.typeName, existing, move.lastUpdated);
  const doc = existing.doc;
  const board = doc.boards?.find((b) => sameBoard(b, move.boardId)) ?? move.boardId;
  const matchId = doc.matches.find((m) => m.id === move.matchId)?.id ?? move.matchId;
  const moved = moveCall(
    doc.boards ?? [],
    doc.calls ?? [],
    cardReadyMatches(doc),
    { matchId, boardId: board },
    ctx.now().toISOString(),
  );
  if ('refused' in moved) throw badRequest(moved.refused);
  const stored = await ctx.repos.games.replace(
    existing,
    { ...doc, calls: moved.calls },
    stampOf(ctx, caller),
  );
  return { stored, messages: [`${board} called`] };
}

/**
 * GET /api/Scores/Calls: the fixture nights of `date` (of `divisionIds`, all when none) with calls,
 * each call as the card shows it to the caller (none of a card whose matches they are not shown),
 * its match named: the TV's call strip in one answer.
 */
export async function nightCalls(
  ctx: AppContext,
  caller: Caller,
  date: string,
  divisionIds: readonly string[],
): Promise<CardCalls[]> {
  const onDate = { column: 'date', value: date } as const;
  const games = divisionIds.length
    ? await ctx.repos.games.listWhereAny(onDate, [{ column: 'division_id', values: divisionIds }])
    : await ctx.repos.games.list(onDate);
  const called = games.filter((g) => g.doc.boards?.length && g.doc.calls?.length);
  if (!called.length) return [];
  const features = await listFeatures(ctx);
  return called.flatMap((game) => {
    const card = presentFixture(game, caller, fixtureViewFor(game.doc, caller, features, ctx.now()));
    const calls = (card.calls ?? []).map((c) => ({ ...c, match: cardMatchName(card, c.matchId) }));
    if (!calls.length) return [];
    return [
      { fixtureId: card.id, divisionId: card.divisionId, home: card.home.name, away: card.away.name, calls },
    ];
  });
}
