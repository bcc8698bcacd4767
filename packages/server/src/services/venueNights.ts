import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { cardEvent } from '@darts/core/scorecard/calls';
import { nightMatchId, tournamentEvent } from '@darts/core/tournament/calls';
import type { BoardCall } from '@darts/core/venue/boards';
import { venueKey, type NightEvent } from '@darts/core/venue/night';
import type { AppContext } from '#server/context';
import type { FixtureDoc, TournamentDoc, VenueNightDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import type { Repositories } from '#server/db/repositories';

/*
 * A venue's night (docs/decisions/054): one record per venue and date holding the boards and the
 * calls of every event played there, fixtures' cards and tournaments alike, worked out again (core
 * venue/night.ts `nightCalls`) in the same transaction as any save of an event there, under one
 * lock so two saves at a venue never work them out from the same old calls. Cards hold no boards
 * of their own; a tournament holds its share (services/venueNightCalls.ts, which works the calls
 * out), so its sheet, overlays and devices read it with the rest of the tournament.
 */

/** The lock every change of a venue night is made under (db/transactionLock.ts). */
export const VENUE_NIGHTS_LOCK = 'venue-nights';

/** Where an event is played: its date and its venue's key (its own when it has no address). */
export interface NightKey {
  date: string;
  venue: string;
}

export const nightKeyOf = (id: string, doc: Pick<FixtureDoc, 'date' | 'address'>): NightKey => ({
  date: doc.date,
  venue: venueKey(doc.address) || `fixture:${id}`,
});

export const tournamentNightKeyOf = (id: string, doc: Pick<TournamentDoc, 'date' | 'address'>): NightKey => ({
  date: doc.date,
  venue: venueKey(doc.address ?? '') || `tournament:${id}`,
});

export const sameNight = (a: NightKey, b: NightKey) => a.date === b.date && a.venue === b.venue;

/** A change at a venue night: a card or a tournament as stored before and as about to be stored (null: none, or gone). */
export type NightChange = (
  | { kind: 'card'; before: FixtureDoc | null; after: FixtureDoc | null }
  | { kind: 'tournament'; before: TournamentDoc | null; after: TournamentDoc | null }
) & {
  id: string;
  /** The venue's boards as the change sets them (undefined keeps them; none clears them and the calls). */
  boards?: string[] | undefined;
};

/** The events of a venue night: its cards (neither deleted nor postponed) and its tournaments. */
export interface NightEvents {
  cards: (FixtureDoc & { id: string })[];
  /** `stored` null: the change's own tournament, which its caller stores. */
  tournaments: { id: string; doc: TournamentDoc; stored: Stored<TournamentDoc> | null }[];
}

/** The venue night of `key`, if one is stored. */
export async function findNight(repos: Repositories, key: NightKey): Promise<Stored<VenueNightDoc> | null> {
  const found = await repos.venueNights.listWhereAny({ column: 'date', value: key.date }, [
    { column: 'venue', values: [key.venue] },
  ]);
  return found.find((n) => !n.deleted) ?? null;
}

/** The venue nights of a date with boards (the TV's call strip, a board's device). */
export async function nightsOn(ctx: AppContext, date: string): Promise<Stored<VenueNightDoc>[]> {
  const nights = await ctx.repos.venueNights.list({ column: 'date', value: date });
  return nights.filter((n) => !n.deleted && n.doc.boards.length);
}

/**
 * The events played at a venue night (a postponed fixture's matches take no board), with the
 * change's event as it is about to be stored.
 */
export async function eventsOfNight(
  repos: Repositories,
  key: NightKey,
  change?: NightChange,
): Promise<NightEvents> {
  const [games, tournaments] = await Promise.all([
    repos.games.list({ column: 'date', value: key.date }),
    repos.tournaments.list({ column: 'date', value: key.date }),
  ]);
  const changed = (kind: NightChange['kind'], id: string) => change?.kind === kind && change.id === id;
  const events: NightEvents = {
    cards: games
      .filter((g) => !g.doc.postponed && !changed('card', g.id) && sameNight(nightKeyOf(g.id, g.doc), key))
      .map((g) => ({ ...g.doc, id: g.id })),
    tournaments: tournaments
      .filter((t) => !changed('tournament', t.id) && sameNight(tournamentNightKeyOf(t.id, t.doc), key))
      .map((t) => ({ id: t.id, doc: t.doc, stored: t })),
  };
  if (change?.kind === 'card' && change.after && !change.after.postponed) {
    if (sameNight(nightKeyOf(change.id, change.after), key))
      events.cards.push({ ...change.after, id: change.id });
  } else if (change?.kind === 'tournament' && change.after) {
    if (sameNight(tournamentNightKeyOf(change.id, change.after), key))
      events.tournaments.push({ id: change.id, doc: change.after, stored: null });
  }
  return events;
}

/** Each event of the night as core's call list takes it. */
export const nightEventsOf = ({ cards, tournaments }: NightEvents): NightEvent[] => [
  ...cards.map(cardEvent),
  ...tournaments.map((t) => tournamentEvent(t.id, t.doc)),
];

/**
 * The night's boards and calls as stored; for a night not stored yet, those a tournament there
 * already holds (one saved before tournaments shared their venue's nights).
 */
export function nightAsHeld(
  stored: Stored<VenueNightDoc> | null,
  events: NightEvents,
): Pick<VenueNightDoc, 'boards' | 'calls'> {
  if (stored) return { boards: stored.doc.boards, calls: stored.doc.calls };
  const holding = events.tournaments.find((t) => t.doc.boards?.length);
  if (!holding) return { boards: [], calls: [] };
  const calls = events.tournaments.flatMap((t) =>
    (t.doc.calls ?? []).map((c): BoardCall => ({ ...c, matchId: nightMatchId(t.id, c.matchId) })),
  );
  return { boards: holding.doc.boards ?? [], calls };
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
