import { addDays, dateOf } from '@darts/core/league/dates';
import { roundName } from '@darts/core/tournament/labels';
import { nightName, tournamentName } from '@darts/core/tournament/names';
import { planMatchOf } from '@darts/core/tournament/formats/planMatch';
import type { TournamentDoc } from '#server/db/docs';
import type { AppContext } from '#server/context';
import type { LiveEntry } from './store';

/*
 * What Live now says a followed match belongs to (docs/domain.md, "Live now"): the fixture and
 * its division and which of its matches, for a record the scorecard's scoring dialog started; the
 * tournament and its round, for a tournament match. `key` is the match itself: two records of one
 * match are one entry.
 */

export interface WatchContext {
  fixture: string | null;
  competition: string | null;
  match: string | null;
  divisionId: string | null;
  /** The match the record scores (a fixture's match, a tournament's match), else the record. */
  key: string;
}

type TournamentShape = Pick<
  TournamentDoc,
  | 'type'
  | 'address'
  | 'singleRound'
  | 'host'
  | 'opponent'
  | 'round'
  | 'divisionId'
  | 'format'
  | 'formatOptions'
  | 'results'
  | 'sides'
  | 'bestOf'
>;

const NONE = (entry: LiveEntry): WatchContext => ({
  fixture: null,
  competition: null,
  match: null,
  divisionId: null,
  key: `${entry.type}:${entry.id}`,
});

/** The context of every entry, looking each fixture, division and tournament up once. */
export async function watchContexts(
  ctx: AppContext,
  entries: readonly LiveEntry[],
): Promise<Map<LiveEntry, WatchContext>> {
  const lookups = new Lookups(ctx, entries);
  const contexts = new Map<LiveEntry, WatchContext>();
  for (const entry of entries) contexts.set(entry, await contextOf(lookups, entry));
  return contexts;
}

async function contextOf(lookups: Lookups, entry: LiveEntry): Promise<WatchContext> {
  if (entry.type !== 'Sayg') return NONE(entry);
  const data = (entry.data ?? {}) as { fixtureMatch?: unknown; tournamentMatchId?: unknown };
  const link = data.fixtureMatch as { fixtureId?: unknown; index?: unknown } | null | undefined;
  if (link && typeof link.fixtureId === 'string' && typeof link.index === 'number') {
    const fixture = await lookups.fixture(link.fixtureId);
    if (fixture)
      return {
        fixture: `${fixture.doc.home.name} v ${fixture.doc.away.name}`,
        competition: await lookups.divisionName(fixture.doc.divisionId),
        match: `Match ${link.index + 1}`,
        divisionId: fixture.doc.divisionId,
        key: `fixture:${link.fixtureId}:${link.index}`,
      };
  }
  if (typeof data.tournamentMatchId === 'string') {
    const found = await lookups.tournamentMatch(data.tournamentMatchId, entry.id);
    if (found) return { ...found, key: `tournament-match:${data.tournamentMatchId}` };
  }
  return NONE(entry);
}

class Lookups {
  private readonly fixtures = new Map<string, ReturnType<AppContext['repos']['games']['get']>>();
  private readonly divisions = new Map<string, Promise<string | null>>();
  private nearbyTournaments: Promise<TournamentShape[]> | undefined;

  private readonly ctx: AppContext;
  private readonly entries: readonly LiveEntry[];

  constructor(ctx: AppContext, entries: readonly LiveEntry[]) {
    this.ctx = ctx;
    this.entries = entries;
  }

  fixture(id: string) {
    let found = this.fixtures.get(id);
    if (!found) this.fixtures.set(id, (found = this.ctx.repos.games.get(id)));
    return found.then((f) => (f && !f.deleted ? f : null));
  }

  divisionName(id: string | null): Promise<string | null> {
    if (!id) return Promise.resolve(null);
    let found = this.divisions.get(id);
    if (!found)
      this.divisions.set(
        id,
        (found = this.ctx.repos.divisions.get(id).then((d) => (d && !d.deleted ? d.doc.name : null))),
      );
    return found;
  }

  /** The tournament holding a match: first among the live tournaments, else those dated around today. */
  async tournamentMatch(matchId: string, saygId: string): Promise<Omit<WatchContext, 'key'> | null> {
    const live = this.entries.filter((e) => e.type === 'Tournament').map((e) => e.data as TournamentShape);
    for (const tournament of [...live, ...(await this.tournamentsAroundToday())]) {
      const found = tournament.format ? planMatchIn(tournament, saygId) : matchIn(tournament, matchId);
      if (found) return found;
    }
    return null;
  }

  private tournamentsAroundToday(): Promise<TournamentShape[]> {
    const today = dateOf(this.ctx.now().toISOString());
    this.nearbyTournaments ??= Promise.all(
      [-1, 0, 1].map((days) =>
        this.ctx.repos.tournaments.list({ column: 'date', value: addDays(today, days) }),
      ),
    ).then((lists) => lists.flat().map((t) => t.doc));
    return this.nearbyTournaments;
  }
}

/** Where a planned format's match sits: the tournament's name and the match's section ("Group A"). */
function planMatchIn(tournament: TournamentShape, saygId: string): Omit<WatchContext, 'key'> | null {
  const result = tournament.results?.find((r) => r.saygId === saygId);
  const found =
    result && tournament.format
      ? planMatchOf({ ...tournament, format: tournament.format }, result.matchId)
      : null;
  if (!found) return null;
  return {
    fixture: null,
    competition: tournamentName(tournament),
    match: `${found.section}: ${found.match.id}`,
    divisionId: tournament.divisionId ?? null,
  };
}

/** Where a match sits in a tournament: the tournament's name and the round (or the night's match). */
function matchIn(tournament: TournamentShape, matchId: string): Omit<WatchContext, 'key'> | null {
  let round = tournament?.round ?? null;
  for (let number = 1; round; number += 1, round = round.nextRound) {
    const index = round.matches.findIndex((m) => m.id === matchId);
    if (index < 0) continue;
    const single = tournament.singleRound;
    return {
      fixture: null,
      competition: single ? nightName(tournament.host, tournament.opponent) : tournamentName(tournament),
      match: single ? `Match ${index + 1}` : (round.name ?? roundName(round.matches.length, number)),
      divisionId: tournament.divisionId ?? null,
    };
  }
  return null;
}
