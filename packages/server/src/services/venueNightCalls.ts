import { isDeepStrictEqual } from 'node:util';
import { sameBoard } from '@darts/core/tournament/boardScorer';
import { moveCall } from '@darts/core/venue/moveCall';
import { nightCalls, nightReadyMatches } from '@darts/core/venue/night';
import { tournamentCallsOf, tournamentEvent } from '@darts/core/tournament/calls';
import { tournamentName } from '@darts/core/tournament/names';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, TournamentDoc, VenueNightDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import type { Repositories } from '#server/db/repositories';
import { badRequest } from '#server/errors';
import type { FixtureVenue } from '#server/presenters/fixture';
import {
  eventsOfNight,
  findNight,
  nightAsHeld,
  nightEventsOf,
  nightKeyOf,
  sameNight,
  storeNight,
  tournamentNightKeyOf,
  type NightChange,
  type NightEvents,
  type NightKey,
  VENUE_NIGHTS_LOCK,
} from './venueNights';
import { publishTournament, type Referrer } from './tournamentLive';

/*
 * A venue night's calls worked out again on a change there, and what each event at the night is
 * shown of them (docs/decisions/054): the venue's boards, its own calls, and the boards another
 * event there holds, named by that event ("in use: Crown v Anchor"). A card's is read with the
 * card; a tournament's is kept on the tournament (its share), so that its sheet, the overlays and a
 * board's device read it, and the live bus carries it, with the rest.
 */

/** A tournament's share of its venue night: none without boards. */
export type TournamentShare = Pick<TournamentDoc, 'boards' | 'calls' | 'boardsTaken'>;

/** Which event each called match is of, and its name, by the match's id among the night's calls. */
type Holders = Map<string, { eventId: string; by: string }>;

/** The events' matches that a call may name, each with its event and the event's name. */
function takenFrom(events: NightEvents): Holders {
  const holders: Holders = new Map();
  for (const card of events.cards) {
    const by = `${card.home.name} v ${card.away.name}`;
    for (const m of card.matches) holders.set(m.id, { eventId: card.id, by });
  }
  for (const t of events.tournaments) {
    const by = tournamentName(t.doc);
    for (const m of tournamentEvent(t.id, t.doc).ready) holders.set(m.id, { eventId: t.id, by });
  }
  return holders;
}

/** The boards the night's calls give to other events than `eventId`, named by their event. */
function takenBy(eventId: string, calls: VenueNightDoc['calls'], holders: Holders) {
  return calls.flatMap((c) => {
    const holder = holders.get(c.matchId);
    return holder && holder.eventId !== eventId ? [{ boardId: c.boardId, by: holder.by }] : [];
  });
}

/** The tournament's share of the night's boards and calls, its calls by its own match ids. */
function shareOf(
  id: string,
  venue: Pick<VenueNightDoc, 'boards' | 'calls'>,
  holders: Holders,
): TournamentShare {
  if (!venue.boards.length) return {};
  const taken = takenBy(id, venue.calls, holders);
  return {
    boards: [...venue.boards],
    calls: tournamentCallsOf(id, venue.calls),
    ...(taken.length ? { boardsTaken: taken } : {}),
  };
}

/** The share a tournament holds now. */
const heldShare = ({ boards, calls, boardsTaken }: TournamentDoc): TournamentShare =>
  boards?.length ? { boards, calls: calls ?? [], ...(boardsTaken?.length ? { boardsTaken } : {}) } : {};

/** The tournament holding `share` in place of the one it held. */
export function withShare(doc: TournamentDoc, share: TournamentShare): TournamentDoc {
  const { boards: _boards, calls: _calls, boardsTaken: _taken, ...rest } = doc;
  return { ...rest, ...share };
}

/** The boards and calls of the venue night a card is played at (null without boards). */
export async function boardsOfCard(ctx: AppContext, card: Stored<FixtureDoc>): Promise<FixtureVenue | null> {
  const key = nightKeyOf(card.id, card.doc);
  const night = await findNight(ctx.repos, key);
  if (!night?.doc.boards.length) return null;
  const { boards, calls } = night.doc;
  const own = new Set(card.doc.matches.map((m) => m.id));
  const elsewhere = calls.some((c) => !own.has(c.matchId));
  const holders = elsewhere ? takenFrom(await eventsOfNight(ctx.repos, key)) : new Map();
  return { boards, calls, taken: takenBy(card.id, calls, holders) };
}

/**
 * Writes the night's boards and calls (`venue`), and each tournament's share of them where it
 * changed; answers the change's own tournament's share (its caller stores it) and the other
 * tournaments written, which their callers publish once the transaction is done.
 */
async function storeNightAndShares(
  repos: Repositories,
  key: NightKey,
  stored: Stored<VenueNightDoc> | null,
  events: NightEvents,
  venue: Pick<VenueNightDoc, 'boards' | 'calls'>,
  stamp: Stamp,
): Promise<{ own: TournamentShare | null; written: Stored<TournamentDoc>[] }> {
  await storeNight(repos, key, stored, venue, stamp);
  const taken = takenFrom(events);
  let own: TournamentShare | null = null;
  const written: Stored<TournamentDoc>[] = [];
  for (const t of events.tournaments) {
    const share = shareOf(t.id, venue, taken);
    if (!t.stored) own = share;
    else if (!isDeepStrictEqual(heldShare(t.doc), share))
      written.push(await repos.tournaments.replace(t.stored, withShare(t.doc, share), stamp));
  }
  return { own, written };
}

/**
 * Works out again the calls of the venue nights a change touches (the night its event was at and
 * the night it is at now), inside the caller's transaction, which holds VENUE_NIGHTS_LOCK. Answers
 * a changed tournament's share of its night (none without boards) and the other tournaments whose
 * shares were written.
 */
async function refreshNights(
  ctx: AppContext,
  repos: Repositories,
  change: NightChange,
  stamp: Stamp,
): Promise<{ own: TournamentShare; written: Stored<TournamentDoc>[] }> {
  const keyOf = (doc: FixtureDoc | TournamentDoc) =>
    change.kind === 'card'
      ? nightKeyOf(change.id, doc as FixtureDoc)
      : tournamentNightKeyOf(change.id, doc as TournamentDoc);
  const keys = [change.before, change.after].flatMap((doc) => (doc ? [keyOf(doc)] : []));
  let own: TournamentShare = {};
  const written: Stored<TournamentDoc>[] = [];
  for (const [i, key] of keys.entries()) {
    if (keys.slice(0, i).some((k) => sameNight(k, key))) continue;
    const stored = await findNight(repos, key);
    const events = await eventsOfNight(repos, key, change);
    const held = nightAsHeld(stored, events);
    const isNow = change.after && sameNight(keyOf(change.after), key);
    const boards = (isNow ? change.boards : undefined) ?? held.boards;
    if (!stored && !boards.length) continue;
    const calls = nightCalls({ boards, calls: held.calls }, nightEventsOf(events), ctx.now().toISOString());
    const done = await storeNightAndShares(repos, key, stored, events, { boards, calls }, stamp);
    if (done.own) own = done.own;
    written.push(...done.written);
  }
  return { own, written };
}

/** What a change at venue nights does inside its transaction (atVenueNights). */
export interface NightWork {
  repos: Repositories;
  /** Works out again the nights a change touches (refreshNights); answers a changed tournament's share. */
  refresh(change: NightChange, stamp: Stamp): Promise<TournamentShare>;
  /** Stores a night's boards and calls and its tournaments' shares (storeNightAndShares). */
  store(
    key: NightKey,
    stored: Stored<VenueNightDoc> | null,
    events: NightEvents,
    venue: Pick<VenueNightDoc, 'boards' | 'calls'>,
    stamp: Stamp,
  ): Promise<void>;
}

/**
 * A change at venue nights: `work` runs in one transaction holding VENUE_NIGHTS_LOCK, and the
 * tournaments whose shares it wrote are published to their followers once it is done.
 */
export async function atVenueNights<T>(
  ctx: AppContext,
  caller: Caller,
  referrer: Referrer,
  work: (night: NightWork) => Promise<T>,
): Promise<T> {
  const written = new Map<string, Stored<TournamentDoc>>();
  const result = await ctx.repos.transaction(
    async (repos) => {
      written.clear();
      const keep = (done: { written: Stored<TournamentDoc>[] }) =>
        done.written.forEach((t) => written.set(t.id, t));
      return work({
        repos,
        async refresh(change, stamp) {
          const done = await refreshNights(ctx, repos, change, stamp);
          keep(done);
          return done.own;
        },
        async store(key, stored, events, venue, stamp) {
          keep(await storeNightAndShares(repos, key, stored, events, venue, stamp));
        },
      });
    },
    { exclusive: VENUE_NIGHTS_LOCK },
  );
  for (const tournament of written.values()) await publishTournament(ctx, tournament, caller, referrer);
  return result;
}

/**
 * Moves a match (by its id among the night's calls) to the board asked for, over the night's
 * calls (core venue/moveCall.ts: another event's match there may swap boards with it); a refusal
 * in words is a 400. Answers the board as the venue names it.
 */
export async function moveNightCall(
  ctx: AppContext,
  { repos, store }: NightWork,
  key: NightKey,
  move: { matchId: string; boardId: string },
  stamp: Stamp,
): Promise<string> {
  const stored = await findNight(repos, key);
  const events = await eventsOfNight(repos, key);
  const { boards, calls } = nightAsHeld(stored, events);
  const boardId = boards.find((b) => sameBoard(b, move.boardId)) ?? move.boardId;
  const ready = nightReadyMatches(nightEventsOf(events));
  const moved = moveCall(boards, calls, ready, { matchId: move.matchId, boardId }, ctx.now().toISOString());
  if ('refused' in moved) throw badRequest(moved.refused);
  await store(key, stored, events, { boards, calls: moved.calls }, stamp);
  return boardId;
}
