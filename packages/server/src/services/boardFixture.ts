import { DEVICE_MESSAGES } from '@darts/core/contract/device';
import type { RecordScoresRequest } from '@darts/core/contract/scorecard';
import { addDays } from '@darts/core/league/dates';
import { cardChangeWithinMatches, fixtureMatchKey } from '@darts/core/scorecard/boardCard';
import { cardMatchIndex } from '@darts/core/scorecard/calls';
import { callOfBoard } from '@darts/core/tournament/boardScorer';
import type { BoardCall } from '@darts/core/venue/boards';
import type { AppContext } from '#server/context';
import type { FixtureDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notPermitted } from '#server/errors';
import { todayOf } from './league';
import { nightsOn } from './venueNights';

/*
 * A board's scorer device on a fixture night (docs/decisions/055): the call of its board on a card
 * played today (or last night, past midnight), and the saves of that card it may make: its match's
 * result, record link, and its players' 180s and hi-checks, nothing else.
 */

/** A fixture night's match called to a board. */
export interface FixtureBoardCall {
  fixture: Stored<FixtureDoc>;
  call: BoardCall;
  /** The match's place on the card. */
  index: number;
}

/**
 * The call of the board named `board` on tonight's venue nights (services/venueNights.ts) whose
 * match is a card's (a tournament's sharing the night is found with the tournament), the latest
 * where two venues name it, with the card whose match it is.
 */
export async function fixtureCallOf(ctx: AppContext, board: string): Promise<FixtureBoardCall | null> {
  const now = ctx.now();
  const today = todayOf(ctx);
  let found: FixtureBoardCall | null = null;
  for (const date of [addDays(today, -1), today]) {
    const nights = await nightsOn(ctx, date);
    if (!nights.length) continue;
    const cards = await ctx.repos.games.list({ column: 'date', value: date });
    for (const night of nights) {
      const call = callOfBoard(night.doc, board, now);
      if (!call || (found && call.since < found.call.since)) continue;
      for (const fixture of cards) {
        const index = cardMatchIndex(fixture.doc, call.matchId);
        if (index >= 0) found = { fixture, call, index };
      }
    }
  }
  return found;
}

/** The record key a board's device may edit on a fixture night (a record's `fixtureMatch`). */
export const fixtureCallKey = (c: FixtureBoardCall) => fixtureMatchKey(c.fixture.id, c.index);

/**
 * The save a board's device may make of this card, or a refusal: only the match called to its board
 * (or matches whose records it started), as core scorecard/boardCard.ts reads a change. The men of
 * the match, which the device is not shown before the results are published, stay as stored.
 */
export async function boardsCardRequest(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  fixture: Stored<FixtureDoc>,
  request: RecordScoresRequest,
): Promise<RecordScoresRequest> {
  const called = await fixtureCallOf(ctx, caller.doc.name);
  const indexes = called?.fixture.id === fixture.id ? [called.index] : [];
  for (const [index, match] of fixture.doc.matches.entries()) {
    if (!match.saygId || indexes.includes(index)) continue;
    const record = await ctx.repos.sayg.get(match.saygId);
    if (record && !record.deleted && record.doc.ownerId === caller.id) indexes.push(index);
  }
  for (const index of indexes) {
    const link = request.matches[index]?.saygId;
    if (
      link &&
      link !== fixture.doc.matches[index]?.saygId &&
      !(await mayLink(ctx, caller, fixture, index, link))
    )
      throw notPermitted(DEVICE_MESSAGES.boardOnly(caller.doc.name));
  }
  const { home, away } = fixture.doc;
  const asked = { ...request, home: home.manOfTheMatch, away: away.manOfTheMatch };
  if (!indexes.length || !cardChangeWithinMatches(fixture.doc, asked, indexes))
    throw notPermitted(DEVICE_MESSAGES.boardOnly(caller.doc.name));
  return asked;
}

/** A record the device may link to its match: one it started, or one that says it scores this match. */
async function mayLink(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  fixture: Stored<FixtureDoc>,
  index: number,
  saygId: string,
): Promise<boolean> {
  const record = await ctx.repos.sayg.get(saygId);
  if (!record || record.deleted) return true; // refused in words by the save (MATCH_SAYG_NOT_FOUND)
  const { ownerId, fixtureMatch } = record.doc;
  const scoresThis =
    !!fixtureMatch &&
    fixtureMatchKey(fixtureMatch.fixtureId, fixtureMatch.index) === fixtureMatchKey(fixture.id, index);
  return ownerId === caller.id || scoresThis;
}
