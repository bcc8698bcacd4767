import { createHash } from 'node:crypto';
import { fullAccess, normaliseAccess } from '@darts/core/contract/access';
import type { AppContext } from '#server/context';
import type { TeamDoc } from '#server/db/docs';
import { ensureUser } from '#server/services/accounts';
import { DEMO_ADMIN, DEMO_CAPTAIN_PASSWORD, DEMO_CAPTAINS, DEMO_DIVISIONS, DEMO_NOTES } from './demoData';
import { demoGames, type DemoTeam } from './demoFixtures';

/** Deterministic ids, so a demo league looks the same every time it is seeded. */
export function demoId(...parts: string[]): string {
  const hex = createHash('sha256')
    .update(['demo', ...parts].join('/'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** True when nothing has been stored yet: the demo is only seeded into an empty database. */
export async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [seasons, divisions, teams] = await Promise.all([
    ctx.repos.seasons.listAll(),
    ctx.repos.divisions.listAll(),
    ctx.repos.teams.listAll(),
  ]);
  return seasons.length + divisions.length + teams.length === 0;
}

export interface DemoSummary {
  seasonId: string;
  divisionIds: string[];
  teamIds: string[];
  gameIds: string[];
  admin: { email: string; password: string };
  /** Team clerks of two teams that play each other. */
  captains: { email: string; password: string; team: string }[];
}

/**
 * Seeds a realistic league: a current season running from two months ago to five months ahead,
 * two divisions of six pub teams with squads and captains, a double round-robin of weekly
 * fixtures per division (results published for those before today), a few notes, and a demo
 * administrator.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoSummary> {
  const now = ctx.now();
  const stamp = { name: 'demo', now };
  const start = addDays(now, -60);
  const end = addDays(now, 150);
  const seasonId = demoId('season');
  const divisionIds = DEMO_DIVISIONS.map((d) => demoId('division', d.name));

  for (const [i, division] of DEMO_DIVISIONS.entries()) {
    await ctx.repos.divisions.insert(divisionIds[i]!, { name: division.name, superleague: false }, stamp);
  }
  const year = Number(start.slice(0, 4));
  await ctx.repos.seasons.insert(
    seasonId,
    { name: `Winter ${year}/${String(year + 1).slice(2)}`, startDate: start, endDate: end, divisionIds },
    stamp,
  );

  const audit = {
    created: now.toISOString(),
    author: stamp.name,
    updated: now.toISOString(),
    editor: stamp.name,
  };
  const teamIds: string[] = [];
  const gameIds: string[] = [];
  for (const [i, division] of DEMO_DIVISIONS.entries()) {
    const teams: DemoTeam[] = [];
    for (const team of division.teams) {
      const id = demoId('team', team.name);
      teamIds.push(id);
      const doc: TeamDoc = {
        name: team.name,
        address: team.address,
        seasons: [
          {
            id: demoId('team-season', team.name),
            seasonId,
            divisionId: divisionIds[i]!,
            deleted: null,
            players: team.players.map((name, p) => ({
              id: demoId('player', team.name, name),
              name,
              captain: p === 0,
              emailAddress: null,
              deleted: null,
              ...audit,
            })),
            ...audit,
          },
        ],
      };
      await ctx.repos.teams.insert(id, doc, stamp);
      teams.push({ id, doc });
    }
    const games = demoGames({
      seasonId,
      divisionId: divisionIds[i]!,
      start,
      today: now.toISOString().slice(0, 10),
      teams,
      gameId: (home, away) => demoId('game', home.doc.name, away.doc.name),
      matchId: (gameId, index) => demoId('match', gameId, String(index)),
    });
    for (const game of games) {
      await ctx.repos.games.insert(game.id, game.doc, stamp);
      gameIds.push(game.id);
    }
  }

  for (const [i, note] of DEMO_NOTES.entries()) {
    await ctx.repos.notes.insert(
      demoId('note', String(i)),
      {
        seasonId,
        divisionId: note.division === null ? null : divisionIds[note.division]!,
        date: addDays(new Date(`${start}T00:00:00Z`), note.offsetDays),
        note: note.note,
      },
      stamp,
    );
  }

  await ensureUser(ctx, {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    name: DEMO_ADMIN.name,
    access: fullAccess(),
  });
  for (const captain of DEMO_CAPTAINS) {
    await ensureUser(ctx, {
      email: captain.email,
      password: DEMO_CAPTAIN_PASSWORD,
      name: captain.name,
      access: normaliseAccess({ inputResults: true, recordScoresAsYouGo: true, useWebSockets: true }),
      teamId: demoId('team', captain.team),
    });
  }
  return {
    seasonId,
    divisionIds,
    teamIds,
    gameIds,
    admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    captains: DEMO_CAPTAINS.map((c) => ({ email: c.email, password: DEMO_CAPTAIN_PASSWORD, team: c.team })),
  };
}
