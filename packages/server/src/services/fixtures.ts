import { randomUUID } from 'node:crypto';
import { FIXTURE_DATE_OUTSIDE_SEASON, type EditFixtureRequest } from '@darts/core/contract/fixture';
import { isWithin } from '@darts/core/league/dates';
import { defaultMatchOptions } from '@darts/core/league/matchOptions';
import { compareText } from '@darts/core/league/sorting';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc, FixtureSideDoc, TeamDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import { formatDate } from '@darts/core/league/dates';
import { assertCurrent, stampOf } from './league';
import { newTeamSeason, nestedStamp } from './teams';
import { atVenueNights } from './venueNightCalls';

async function liveTeam(ctx: AppContext, id: string, field: string): Promise<Stored<TeamDoc>> {
  const team = await ctx.repos.teams.get(id);
  if (!team || team.deleted) throw badRequest(`${field}: could not be found`);
  return team;
}

/** Registers the team for the season (in the fixture's division) when it is not yet. */
async function ensureInSeason(
  ctx: AppContext,
  team: Stored<TeamDoc>,
  seasonId: string,
  divisionId: string,
  stamp: Stamp,
): Promise<void> {
  const registrations = team.doc.seasons.filter((ts) => ts.seasonId === seasonId);
  if (registrations.some((ts) => !ts.deleted)) return;
  const removed = registrations[0];
  const seasons = removed
    ? team.doc.seasons.map((ts) =>
        ts === removed ? { ...ts, deleted: null, remover: null, ...nestedStamp(stamp, ts) } : ts,
      )
    : [...team.doc.seasons, newTeamSeason(seasonId, divisionId, [], stamp)];
  await ctx.repos.teams.replace(team, { ...team.doc, seasons }, stamp);
}

/** A side of the fixture; keeping the same team keeps its man of the match, a new team resets it. */
function side(team: Stored<TeamDoc>, previous: FixtureSideDoc | undefined): FixtureSideDoc {
  return previous?.id === team.id
    ? { ...previous, name: team.doc.name }
    : { id: team.id, name: team.doc.name, manOfTheMatch: null };
}

/**
 * PUT /api/Game/: creates a fixture (with the default options of its eight matches) or edits one
 * with `lastUpdated`. The date must lie within the season; teams not yet in the season join it in
 * the fixture's division. Turning the knockout flag resets the match options.
 */
export async function saveFixture(
  ctx: AppContext,
  caller: Caller,
  request: EditFixtureRequest,
): Promise<Stored<FixtureDoc>> {
  const season = await ctx.repos.seasons.get(request.seasonId);
  if (!season || season.deleted) throw badRequest('seasonId: Unable to add or update game, season not found');
  if (!isWithin(request.date, season.doc.startDate, season.doc.endDate)) {
    throw badRequest(`date: ${FIXTURE_DATE_OUTSIDE_SEASON}`);
  }
  const division = await ctx.repos.divisions.get(request.divisionId);
  if (!division || division.deleted) throw badRequest('divisionId: Division not found');
  const home = await liveTeam(ctx, request.homeTeamId, 'homeTeamId');
  const away = await liveTeam(ctx, request.awayTeamId, 'awayTeamId');
  const existing = request.id ? await ctx.repos.games.get(request.id) : null;
  if (existing) assertCurrent(ctx.repos.games.typeName, existing, request.lastUpdated);

  const stamp = stampOf(ctx, caller);
  await ensureInSeason(ctx, home, season.id, division.id, stamp);
  await ensureInSeason(ctx, away, season.id, division.id, stamp);
  const details = {
    seasonId: season.id,
    divisionId: division.id,
    date: request.date,
    address: request.address || home.doc.address,
    postponed: request.postponed,
    isKnockout: request.isKnockout,
    accoladesCount: request.accoladesCount,
    home: side(home, existing?.doc.home),
    away: side(away, existing?.doc.away),
  };
  let stored: Stored<FixtureDoc>;
  if (existing) {
    const matchOptions =
      existing.doc.isKnockout === request.isKnockout
        ? existing.doc.matchOptions
        : defaultMatchOptions(request.isKnockout);
    // A new date or address moves the card's matches to another venue night's boards.
    stored = await atVenueNights(ctx, caller, null, async ({ repos, refresh }) => {
      const doc = { ...existing.doc, ...details, matchOptions };
      const updated = await repos.games.update(existing, doc, stamp, request.lastUpdated);
      await refresh({ kind: 'card', id: existing.id, before: existing.doc, after: doc }, stamp);
      return updated;
    });
  } else {
    const doc: FixtureDoc = {
      ...details,
      matches: [],
      matchOptions: defaultMatchOptions(request.isKnockout),
      oneEighties: [],
      over100Checkouts: [],
      homeSubmission: null,
      awaySubmission: null,
      photos: [],
    };
    stored = await ctx.repos.games.insert(randomUUID(), doc, stamp);
  }
  return stored;
}

/** DELETE /api/Game/{id}: soft delete (404 when unknown or already deleted). */
export async function deleteFixture(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<Stored<FixtureDoc>> {
  const existing = await ctx.repos.games.get(id);
  if (!existing || existing.deleted) throw notFound('Game not found');
  const stamp = stampOf(ctx, caller);
  // Its matches leave the venue night's call list: a board it held goes to the next match there.
  return atVenueNights(ctx, caller, null, async ({ repos, refresh }) => {
    const deleted = await repos.games.softDelete(existing, stamp);
    await refresh({ kind: 'card', id, before: existing.doc, after: null }, stamp);
    return deleted;
  });
}

export interface UnplayedFixtures {
  /** `{id} - {d MMM yyyy} ({home} vs {away})` for each unplayed fixture, by date. */
  result: string[];
  messages: string[];
}

/** A fixture is unplayed with no matches, or when no match has a score above 0. */
export function isUnplayed(game: FixtureDoc): boolean {
  return game.matches.every((m) => !m.homeScore && !m.awayScore);
}

/**
 * The season's unplayed fixtures: listed as a dry run, or deleted for good with `execute` (the
 * only hard delete of fixtures).
 */
export async function unplayedFixtures(
  ctx: AppContext,
  seasonId: string,
  execute: boolean,
): Promise<UnplayedFixtures> {
  const season = await ctx.repos.seasons.get(seasonId);
  if (!season || season.deleted) throw notFound('Season not found');
  const games = await ctx.repos.games.list({ column: 'season_id', value: seasonId });
  const unplayed = games
    .filter((g) => isUnplayed(g.doc))
    .sort((a, b) => compareText(a.doc.date, b.doc.date) || compareText(a.doc.home.name, b.doc.home.name));
  if (execute) {
    for (const game of unplayed) await ctx.repos.games.hardDelete(game.id, game.doc);
  }
  return {
    result: unplayed.map(
      (g) =>
        `${g.id} - ${formatDate(g.doc.date, { weekday: false })} (${g.doc.home.name} vs ${g.doc.away.name})`,
    ),
    messages: [
      `${execute ? 'Deleted' : 'Found'} ${unplayed.length} unplayed games from a total of ${games.length}`,
    ],
  };
}
