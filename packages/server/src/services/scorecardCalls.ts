import type { CardCalls, MoveCardCallRequest } from '@darts/core/contract/boards';
import { GAME_DELETED, SCORES_NOT_PERMITTED } from '@darts/core/contract/scorecard';
import { cardMatchName } from '@darts/core/scorecard/calls';
import { NOT_READY_TO_CALL } from '@darts/core/venue/moveCall';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound, notPermitted } from '#server/errors';
import { canEditScores } from '#server/policies/scorecard';
import { fixtureViewFor, presentFixture } from '#server/presenters/fixture';
import { listFeatures } from './features';
import { assertCurrent, stampOf } from './league';
import { atVenueNights, moveNightCall } from './venueNightCalls';
import { nightKeyOf, nightsOn } from './venueNights';

/*
 * A fixture night's call list (docs/decisions/054): the venue's boards (services/venueNights.ts),
 * set in the fixture's details with its scorecard (manageGames), and its calls, the server's,
 * worked out again on every save of a card there and sent with each card to whoever reads it.
 */

export interface CardCallOutcome {
  stored: Stored<FixtureDoc>;
  messages: string[];
}

/**
 * PUT /api/Scores/{id}/Call: whoever edits the card's results (manageScores) moves one of its ready
 * matches to one of the venue's boards (core venue/moveCall.ts), with the card's `lastUpdated`
 * (409 when stale). The board's match, of this card or another at the venue, takes the moved
 * match's old board or waits for the next free one.
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
  const matchId = existing.doc.matches.find((m) => m.id.toLowerCase() === move.matchId.toLowerCase())?.id;
  if (!matchId) throw badRequest(NOT_READY_TO_CALL);
  const key = nightKeyOf(existing.id, existing.doc);
  const board = await atVenueNights(ctx, caller, null, (night) =>
    moveNightCall(ctx, night, key, { matchId, boardId: move.boardId }, stampOf(ctx, caller)),
  );
  return { stored: existing, messages: [`${board} called`] };
}

/**
 * GET /api/Scores/Calls: the fixture nights of `date` (of `divisionIds`, all when none) with calls,
 * each card's calls as the card shows them to the caller (none of a card whose matches they are
 * not shown), its match named: the TV's call strip in one answer.
 */
export async function nightCalls(
  ctx: AppContext,
  caller: Caller,
  date: string,
  divisionIds: readonly string[],
): Promise<CardCalls[]> {
  const nights = (await nightsOn(ctx, date)).filter((n) => n.doc.calls.length);
  if (!nights.length) return [];
  const onDate = { column: 'date', value: date } as const;
  const games = divisionIds.length
    ? await ctx.repos.games.listWhereAny(onDate, [{ column: 'division_id', values: divisionIds }])
    : await ctx.repos.games.list(onDate);
  const features = await listFeatures(ctx);
  return games.flatMap((game) => {
    const key = nightKeyOf(game.id, game.doc);
    const night = nights.find((n) => n.doc.venue === key.venue);
    if (game.deleted || !night) return [];
    const venue = { boards: night.doc.boards, calls: night.doc.calls };
    const view = fixtureViewFor(game.doc, caller, features, ctx.now());
    const card = presentFixture(game, caller, view, venue);
    const calls = (card.calls ?? []).map((c) => ({ ...c, match: cardMatchName(card, c.matchId) }));
    if (!calls.length) return [];
    return [
      { fixtureId: card.id, divisionId: card.divisionId, home: card.home.name, away: card.away.name, calls },
    ];
  });
}
