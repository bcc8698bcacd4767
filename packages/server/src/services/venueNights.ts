import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { venueNightCalls } from '@darts/core/scorecard/calls';
import { venueKey } from '@darts/core/venue/night';
import type { AppContext } from '#server/context';
import type { FixtureDoc, VenueNightDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import type { Repositories } from '#server/db/repositories';
import type { FixtureVenue } from '#server/presenters/fixture';

/*
 * A venue's boards on a fixture night (docs/decisions/054): one record per venue and date holding
 * the boards and the calls of every card played there, worked out again (core scorecard/calls.ts
 * `venueNightCalls`) in the same transaction as any save of a card there, under one lock so two saves
 * at a venue never work them out from the same old calls. Cards hold no boards of their own.
 */

/** The lock every change of a venue night is made under (db/transactionLock.ts). */
export const VENUE_NIGHTS_LOCK = 'venue-nights';

/** Where a card is played: its date and its venue's key (its own when it has no address). */
export interface NightKey {
  date: string;
  venue: string;
}

export const nightKeyOf = (id: string, doc: Pick<FixtureDoc, 'date' | 'address'>): NightKey => ({
  date: doc.date,
  venue: venueKey(doc.address) || `fixture:${id}`,
});

const sameNight = (a: NightKey, b: NightKey) => a.date === b.date && a.venue === b.venue;

/** The venue night of `key`, if one is stored. */
export async function findNight(repos: Repositories, key: NightKey): Promise<Stored<VenueNightDoc> | null> {
  const found = await repos.venueNights.listWhereAny({ column: 'date', value: key.date }, [
    { column: 'venue', values: [key.venue] },
  ]);
  return found.find((n) => !n.deleted) ?? null;
}

/** The boards and calls of the venue night a card is played at (null without boards). */
export async function boardsOfCard(ctx: AppContext, card: Stored<FixtureDoc>): Promise<FixtureVenue | null> {
  const key = nightKeyOf(card.id, card.doc);
  const night = await findNight(ctx.repos, key);
  if (!night?.doc.boards.length) return null;
  const { boards, calls } = night.doc;
  const own = new Set(card.doc.matches.map((m) => m.id));
  const elsewhere = calls.filter((c) => !own.has(c.matchId));
  const others = elsewhere.length ? await cardsOfNight(ctx.repos, key) : [];
  const taken = elsewhere.flatMap((c) => {
    const other = others.find((o) => o.id !== card.id && o.matches.some((m) => m.id === c.matchId));
    return other ? [{ boardId: c.boardId, by: `${other.home.name} v ${other.away.name}` }] : [];
  });
  return { boards, calls, taken };
}

/** The venue nights of a date with boards (the TV's call strip, a board's device). */
export async function nightsOn(ctx: AppContext, date: string): Promise<Stored<VenueNightDoc>[]> {
  const nights = await ctx.repos.venueNights.list({ column: 'date', value: date });
  return nights.filter((n) => !n.deleted && n.doc.boards.length);
}

/**
 * The cards played at a venue night (neither deleted nor postponed: a postponed fixture's matches
 * take no board), with `changed` as it is about to be stored.
 */
export async function cardsOfNight(
  repos: Repositories,
  key: NightKey,
  changed?: { id: string; doc: FixtureDoc | null },
): Promise<(FixtureDoc & { id: string })[]> {
  const games = await repos.games.list({ column: 'date', value: key.date });
  const cards = games
    .filter(
      (g) =>
        !g.deleted && !g.doc.postponed && g.id !== changed?.id && sameNight(nightKeyOf(g.id, g.doc), key),
    )
    .map((g) => ({ ...g.doc, id: g.id }));
  if (changed?.doc && !changed.doc.postponed && sameNight(nightKeyOf(changed.id, changed.doc), key))
    cards.push({ ...changed.doc, id: changed.id });
  return cards;
}

/** Stores a venue night's boards and calls when they changed (a new night only with boards). */
export async function storeNight(
  repos: Repositories,
  key: NightKey,
  stored: Stored<VenueNightDoc> | null,
  venue: Pick<VenueNightDoc, 'boards' | 'calls'>,
  stamp: Stamp,
): Promise<void> {
  const doc: VenueNightDoc = { date: key.date, venue: key.venue, ...venue };
  if (!stored) {
    if (venue.boards.length) await repos.venueNights.insert(randomUUID(), doc, stamp);
  } else if (!isDeepStrictEqual(stored.doc, doc)) await repos.venueNights.replace(stored, doc, stamp);
}

/**
 * Works out again the calls of the venue nights a card's change touches (the night it was at and
 * the night it is at now), inside the caller's transaction, which holds VENUE_NIGHTS_LOCK.
 * `after` null: the card is gone. `boards`: the card's venue's boards as its save sets them
 * (undefined keeps them; none clears them and the calls).
 */
export async function refreshNights(
  ctx: AppContext,
  repos: Repositories,
  id: string,
  change: { before: FixtureDoc | null; after: FixtureDoc | null; boards?: string[] | undefined },
  stamp: Stamp,
): Promise<void> {
  const keys = [change.before, change.after].flatMap((doc) => (doc ? [nightKeyOf(id, doc)] : []));
  for (const [i, key] of keys.entries()) {
    if (keys.slice(0, i).some((k) => sameNight(k, key))) continue;
    const stored = await findNight(repos, key);
    const isNow = change.after && sameNight(nightKeyOf(id, change.after), key);
    const boards = (isNow ? change.boards : undefined) ?? stored?.doc.boards ?? [];
    if (!stored && !boards.length) continue;
    const cards = await cardsOfNight(repos, key, { id, doc: change.after });
    const calls = venueNightCalls({ boards, calls: stored?.doc.calls ?? [] }, cards, ctx.now().toISOString());
    await storeNight(repos, key, stored, { boards, calls }, stamp);
  }
}
