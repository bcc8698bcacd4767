import { randomUUID } from 'node:crypto';
import { defaultMatchOptions } from '@darts/core/league/matchOptions';
import type { AppContext } from '#server/context';
import type { FixtureDoc, FixtureMatchDoc, SeasonDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';

/*
 * Persisting builders for the league's endpoint tests: each makes what it needs with plain
 * defaults, stored straight through the repositories (the endpoints under test are then called
 * over HTTP).
 */

const stamp = (ctx: AppContext) => ({ name: 'builder', now: ctx.now() });

export async function buildDivision(
  ctx: AppContext,
  overrides: { name?: string; superleague?: boolean } = {},
) {
  return ctx.repos.divisions.insert(
    randomUUID(),
    {
      name: overrides.name ?? `Division ${randomUUID().slice(0, 4)}`,
      superleague: overrides.superleague ?? false,
    },
    stamp(ctx),
  );
}

export async function buildSeason(
  ctx: AppContext,
  overrides: Partial<SeasonDoc> = {},
): Promise<Stored<SeasonDoc>> {
  return ctx.repos.seasons.insert(
    randomUUID(),
    {
      name: `Season ${randomUUID().slice(0, 4)}`,
      startDate: '2026-09-01',
      endDate: '2027-04-30',
      divisionIds: [],
      ...overrides,
    },
    stamp(ctx),
  );
}

export async function buildTeam(
  ctx: AppContext,
  options: { name?: string; address?: string; seasonId: string; divisionId: string; players?: string[] },
): Promise<Stored<TeamDoc>> {
  const now = ctx.now().toISOString();
  const audit = { created: now, author: 'builder', updated: now, editor: 'builder' };
  const name = options.name ?? `Team ${randomUUID().slice(0, 4)}`;
  return ctx.repos.teams.insert(
    randomUUID(),
    {
      name,
      address: options.address ?? `${name} Inn`,
      seasons: [
        {
          id: randomUUID(),
          seasonId: options.seasonId,
          divisionId: options.divisionId,
          deleted: null,
          players: (options.players ?? []).map((playerName, i) => ({
            id: randomUUID(),
            name: playerName,
            captain: i === 0,
            emailAddress: null,
            deleted: null,
            ...audit,
          })),
          ...audit,
        },
      ],
    },
    stamp(ctx),
  );
}

/** A match between the first players of each side with the given legs. */
export function buildMatch(
  home: { id: string; name: string }[],
  away: { id: string; name: string }[],
  homeScore: number | null,
  awayScore: number | null,
): FixtureMatchDoc {
  return { id: randomUUID(), homePlayers: home, awayPlayers: away, homeScore, awayScore, saygId: null };
}

export async function buildGame(
  ctx: AppContext,
  options: {
    seasonId: string;
    divisionId: string;
    date: string;
    home: Stored<TeamDoc>;
    away: Stored<TeamDoc>;
    /** Each side's man of the match (a player id of the other team). */
    menOfTheMatch?: { home?: string; away?: string };
  } & Omit<Partial<FixtureDoc>, 'home' | 'away'>,
): Promise<Stored<FixtureDoc>> {
  const { home, away, menOfTheMatch, ...rest } = options;
  const doc: FixtureDoc = {
    address: home.doc.address,
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    matches: [],
    matchOptions: defaultMatchOptions(false),
    oneEighties: [],
    over100Checkouts: [],
    homeSubmission: null,
    awaySubmission: null,
    photos: [],
    ...rest,
    home: { id: home.id, name: home.doc.name, manOfTheMatch: menOfTheMatch?.home ?? null },
    away: { id: away.id, name: away.doc.name, manOfTheMatch: menOfTheMatch?.away ?? null },
  };
  return ctx.repos.games.insert(randomUUID(), doc, stamp(ctx));
}

/** The players of a stored team's first season, as a fixture records them. */
export function squadOf(team: Stored<TeamDoc>): { id: string; name: string }[] {
  return team.doc.seasons[0]!.players.map((p) => ({ id: p.id, name: p.name }));
}

/** Sets a feature flag's configured value (as the admin area would), creating its record when missing. */
export async function setFeature(ctx: AppContext, id: string, configuredValue: string): Promise<void> {
  const stamp = { name: 'test', now: ctx.now() };
  const existing = await ctx.repos.features.get(id);
  if (existing) await ctx.repos.features.replace(existing, { configuredValue }, stamp);
  else await ctx.repos.features.insert(id, { configuredValue }, stamp);
}
