import { cardState, gameOutcome, type MatchCard } from '../league/matchResult';
import { isTournamentDecided, tournamentWinner } from '../tournament/formats/registry';
import type { Tournament } from '../tournament/types';

/*
 * What a webhook hears (issue 29, decision 059): each event found by comparing a stored document
 * before and after a write. Pure: the server feeds it every fixture, tournament and leg-by-leg
 * record written, and sends what it finds to the hooks listening.
 */

export const WEBHOOK_EVENTS = [
  'result.published',
  'fixture.changed',
  'tournament.finished',
  'match.live',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_NAMES: Record<WebhookEvent, string> = {
  'result.published': 'A result is published (a card is complete)',
  'fixture.changed': 'A fixture is made, moved, postponed or removed',
  'tournament.finished': 'A tournament has its winner',
  'match.live': 'A match starts being scored live',
};

/** What an event says; the hook receives `{ event, occurred, data }`. */
export interface FoundEvent {
  event: WebhookEvent;
  data: Record<string, unknown>;
}

/** A fixture as the events read it. */
export interface FixtureLike extends MatchCard {
  seasonId: string;
  divisionId: string;
  date: string;
  postponed: boolean;
  home: { id: string; name: string };
  away: { id: string; name: string };
  deleted?: string | null;
}

function fixtureData(id: string, f: FixtureLike): Record<string, unknown> {
  const { homeWins, awayWins } = gameOutcome(f);
  return {
    fixtureId: id,
    seasonId: f.seasonId,
    divisionId: f.divisionId,
    date: f.date.slice(0, 10),
    postponed: f.postponed,
    home: { id: f.home.id, name: f.home.name, score: homeWins },
    away: { id: f.away.id, name: f.away.name, score: awayWins },
  };
}

const scoreOf = (f: FixtureLike) => JSON.stringify(gameOutcome(f));
const placeOf = (f: FixtureLike) => JSON.stringify([f.date.slice(0, 10), f.home.id, f.away.id, f.postponed]);

/** A fixture written: its result published (the card became complete, or a complete card's score changed) and whether it changed. */
export function fixtureEvents(
  id: string,
  before: FixtureLike | null,
  after: FixtureLike | null,
): FoundEvent[] {
  if (!after || after.deleted)
    return before && !before.deleted
      ? [{ event: 'fixture.changed', data: { ...fixtureData(id, before), removed: true } }]
      : [];
  const events: FoundEvent[] = [];
  if (!before || placeOf(before) !== placeOf(after))
    events.push({ event: 'fixture.changed', data: fixtureData(id, after) });
  const complete = cardState(after) === 'complete';
  const wasComplete = before !== null && cardState(before) === 'complete';
  if (complete && (!wasComplete || scoreOf(before) !== scoreOf(after)))
    events.push({ event: 'result.published', data: fixtureData(id, after) });
  return events;
}

type TournamentLike = Pick<
  Tournament,
  | 'round'
  | 'bestOf'
  | 'singleRound'
  | 'format'
  | 'formatOptions'
  | 'results'
  | 'sides'
  | 'date'
  | 'type'
  | 'address'
> & { seasonId: string; divisionId?: string | null };

/** A tournament written: finished once it is decided and was not before. */
export function tournamentEvents(
  id: string,
  before: TournamentLike | null,
  after: TournamentLike | null,
): FoundEvent[] {
  if (!after || !isTournamentDecided(after) || (before && isTournamentDecided(before))) return [];
  const winner = tournamentWinner(after);
  return [
    {
      event: 'tournament.finished',
      data: {
        tournamentId: id,
        seasonId: after.seasonId,
        divisionId: after.divisionId ?? null,
        date: after.date.slice(0, 10),
        type: after.type ?? '',
        address: after.address,
        winner: winner ? { id: winner.id, name: winner.name } : null,
      },
    },
  ];
}

interface SaygLike {
  yourName: string;
  opponentName?: string | null;
  legs: Readonly<
    Record<string, { home: { throws: readonly unknown[] }; away?: { throws: readonly unknown[] } | null }>
  >;
  tournamentMatchId?: string | null;
  fixtureMatch?: { fixtureId: string } | null;
}

const thrown = (r: SaygLike | null) =>
  r !== null &&
  Object.values(r.legs).some((leg) => leg.home.throws.length > 0 || (leg.away?.throws.length ?? 0) > 0);

/** A leg-by-leg record written: live once its first visit is in. */
export function saygEvents(id: string, before: SaygLike | null, after: SaygLike | null): FoundEvent[] {
  if (!after || !thrown(after) || thrown(before)) return [];
  return [
    {
      event: 'match.live',
      data: {
        recordId: id,
        home: after.yourName,
        away: after.opponentName ?? null,
        fixtureId: after.fixtureMatch?.fixtureId ?? null,
        tournamentMatchId: after.tournamentMatchId ?? null,
        watch: `/live/match?id=${id}`,
      },
    },
  ];
}
