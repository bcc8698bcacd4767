import {
  PLAYER_FIGURES_MESSAGES,
  type HeadToHeadDto,
  type PlayerFiguresDto,
} from '@darts/core/contract/playerFigures';
import type { LeaderboardsDto } from '@darts/core/contract/leaderboards';
import { PLAYER_PRACTICE_MESSAGES, type PracticeState } from '@darts/core/contract/playerPractice';
import { leaderboards } from '@darts/core/reports/leaderboards';
import { headToHead, playerFigures, type PlayerFigures } from '@darts/core/reports/playerFigures';
import { linkedRecordIds, playsAs, practiceRecords } from '@darts/core/reports/practiceRecords';
import { singlesRecords, type SinglesRecord } from '@darts/core/reports/singlesRecords';
import type { SaygInput } from '@darts/core/scoring/types';
import { initialsOf } from '@darts/core/league/squad';
import type { AppContext } from '#server/context';
import type { SeasonDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { leagueGame, leagueTournament } from '#server/db/leagueShapes';
import { notFound, notLoggedIn, notPermitted } from '#server/errors';
import type { Caller } from '#server/auth/guard';
import { FEATURE_IDS, featureEnabled } from '@darts/core/feature/flags';
import { findUserByEmail } from './accounts';
import { listFeatures } from './features';
import type { FiguresIndex } from './figuresIndex';

/*
 * Players' own figures (issue 28, docs/decisions/056): the league's singles records by player (the
 * index, kept until a fixture, tournament, team or season changes) and, on every request, the
 * player's leg-by-leg records read in one query each 500, so a leg saved counts at once; and their
 * shared practice when the account that plays as them chose to count it (decision 062).
 */

async function buildIndex(ctx: AppContext): Promise<FiguresIndex> {
  const [games, tournaments, seasons, teams] = await Promise.all([
    ctx.repos.games.list(),
    ctx.repos.tournaments.list(),
    ctx.repos.seasons.list(),
    ctx.repos.teams.list(),
  ]);
  const fixtures = games.map(leagueGame);
  const events = tournaments.map(leagueTournament);
  const records = singlesRecords(fixtures, events);
  const byPlayer = new Map<string, SinglesRecord[]>();
  const names = new Map<string, { name: string; date: string }>();
  for (const record of records) {
    const id = record.playerId.toLowerCase();
    byPlayer.set(id, [...(byPlayer.get(id) ?? []), record]);
    const named = names.get(id);
    if (!named || named.date <= record.date) names.set(id, { name: record.playerName, date: record.date });
  }
  const squads = teams.flatMap((t) => t.doc.seasons);
  const emails = new Map<string, Set<string>>();
  for (const p of squads.flatMap((ts) => (ts.deleted ? [] : ts.players))) {
    if (p.deleted) continue;
    const id = p.id.toLowerCase();
    // A player with no recorded match (only practice, decision 062) is named as their squad names them.
    if (!names.has(id)) names.set(id, { name: p.name, date: '' });
    const email = p.emailAddress?.trim().toLowerCase();
    if (email) emails.set(id, new Set([...(emails.get(id) ?? []), email]));
  }
  return {
    byPlayer,
    names: new Map([...names].map(([id, n]) => [id, n.name])),
    seasons: new Map(seasons.map((s) => [s.id, s.doc.name])),
    seasonDates: seasons.map((s) => ({ id: s.id, startDate: s.doc.startDate, endDate: s.doc.endDate })),
    initialsOnly: new Set(
      squads.flatMap((ts) => ts.players.filter((p) => p.initialsOnly).map((p) => p.id.toLowerCase())),
    ),
    emails,
    linked: linkedRecordIds(fixtures, events),
  };
}

type Namer = (id: string | null, name: string) => string;

/** How the caller reads players' names: a visitor reads initials for a player who asked (decision 056). */
async function namerFor(ctx: AppContext, caller: Caller): Promise<Namer> {
  if (caller) return (_id, name) => name;
  const { initialsOnly } = await indexOf(ctx);
  return (id, name) => (id !== null && initialsOnly.has(id.toLowerCase()) ? initialsOf(name) : name);
}

function namedFigures(figures: PlayerFiguresDto, name: Namer): PlayerFiguresDto {
  return {
    ...figures,
    name: name(figures.playerId, figures.name),
    matches: figures.matches.map((m) => ({ ...m, opponentName: name(m.opponentId, m.opponentName) })),
  };
}

const indexOf = (ctx: AppContext) => ctx.figuresIndex.get(() => buildIndex(ctx));

/** The leg-by-leg records the player's matches link, as stored now (deleted ones left out). */
async function recordsOf(
  ctx: AppContext,
  records: readonly SinglesRecord[],
): Promise<Map<string, SaygInput>> {
  const stored = await ctx.repos.sayg.getMany(records.map((r) => r.saygId));
  return new Map(stored.filter((s) => !s.deleted).map((s) => [s.id, s.doc]));
}

/** The accounts that play as the player (their e-mail address is the player's in a squad). */
async function accountsOf(ctx: AppContext, index: FiguresIndex, id: string): Promise<Stored<UserDoc>[]> {
  const emails = [...(index.emails.get(id) ?? [])];
  const found = await Promise.all(emails.map((email) => findUserByEmail(ctx, email)));
  return found.filter((u): u is Stored<UserDoc> => !!u && !u.deleted && !u.doc.device);
}

/**
 * The player's shared practice, when an account that plays as them chose to count it (decision
 * 062): that account's records no fixture or tournament links, found by their owner.
 */
async function practiceOf(
  ctx: AppContext,
  index: FiguresIndex,
  id: string,
): Promise<{ records: SinglesRecord[]; sayg: Map<string, SaygInput> }> {
  if (!index.emails.has(id)) return { records: [], sayg: new Map() };
  const counting = (await accountsOf(ctx, index, id)).filter((u) => u.doc.practiceCountsFor === id);
  const stored = (
    await Promise.all(counting.map((u) => ctx.repos.sayg.list({ column: 'owner_id', value: u.id })))
  ).flat();
  const player = { id, name: index.names.get(id) ?? '' };
  return {
    records: practiceRecords(player, stored, index.seasonDates, index.linked),
    sayg: new Map(stored.map((s) => [s.id, s.doc])),
  };
}

function present(id: string, index: FiguresIndex, figures: PlayerFigures): PlayerFiguresDto {
  return {
    playerId: id,
    name: index.names.get(id) ?? '',
    ...figures,
    seasons: figures.seasons.map((s) => ({ ...s, seasonName: index.seasons.get(s.seasonId) ?? '' })),
    // A practice record is the player's own, shared by link only: its id is not handed on.
    matches: figures.matches.map((m) =>
      m.competition === 'practice' ? { ...m, saygId: '', eventId: '' } : m,
    ),
  };
}

/**
 * Throws 401 for a visitor when the league keeps players' figures to its members (the
 * PublicPlayerFigures feature off); anyone signed in sees them.
 */
export async function assertFiguresVisible(ctx: AppContext, caller: Caller): Promise<void> {
  if (caller || featureEnabled(await listFeatures(ctx), FEATURE_IDS.publicPlayerFigures)) return;
  throw notLoggedIn(PLAYER_FIGURES_MESSAGES.membersOnly);
}

function playerRecords(index: FiguresIndex, id: string): SinglesRecord[] {
  const records = index.byPlayer.get(id);
  if (!records?.length) throw notFound(PLAYER_FIGURES_MESSAGES.notFound);
  return records;
}

/**
 * GET /api/Player/{id}/Figures: the player's career, seasons, competitions and matches, with their
 * shared practice when they chose to count it.
 */
export async function figuresOfPlayer(
  ctx: AppContext,
  id: string,
  caller: Caller,
): Promise<PlayerFiguresDto> {
  const cache = ctx.figuresIndex;
  const figures = await cache.figures.get(id, cache.stamp(true), ctx.now().getTime(), async () => {
    const index = await indexOf(ctx);
    const league = index.byPlayer.get(id) ?? [];
    const practice = await practiceOf(ctx, index, id);
    if (!league.length && !practice.records.length) throw notFound(PLAYER_FIGURES_MESSAGES.notFound);
    const sayg = new Map([...(await recordsOf(ctx, league)), ...practice.sayg]);
    return present(id, index, playerFigures([...league, ...practice.records], sayg));
  });
  return namedFigures(figures, await namerFor(ctx, caller));
}

/** GET /api/Player/{id}/Practice: whether the caller plays as the player, and counts their shared practice. */
export async function practiceStateOf(
  ctx: AppContext,
  id: string,
  caller: Stored<UserDoc>,
): Promise<PracticeState> {
  const linked = await playsAsPlayer(ctx, id, caller);
  return { linked, counted: linked && caller.doc.practiceCountsFor === id };
}

async function playsAsPlayer(ctx: AppContext, id: string, caller: Stored<UserDoc>): Promise<boolean> {
  if (caller.doc.device) return false;
  const emails = (await indexOf(ctx)).emails.get(id);
  return !!emails && playsAs(caller.doc.emailAddress, emails);
}

/**
 * PUT /api/Player/{id}/Practice: the caller's account counts its shared practice in the player's
 * figures, or stops; only an account that plays as the player may (403 otherwise). Counting for
 * one player stops it counting for any other.
 */
export async function choosePractice(
  ctx: AppContext,
  id: string,
  caller: Stored<UserDoc>,
  counted: boolean,
): Promise<PracticeState> {
  if (!(await playsAsPlayer(ctx, id, caller))) throw notPermitted(PLAYER_PRACTICE_MESSAGES.notOwnPlayer);
  const current = await ctx.repos.users.get(caller.id);
  if (!current || current.deleted) throw notLoggedIn();
  const before = current.doc.practiceCountsFor ?? null;
  const after = counted ? id : before === id ? null : before;
  if (after !== before) {
    await ctx.repos.users.replace(
      current,
      { ...current.doc, practiceCountsFor: after },
      { name: current.doc.name, now: ctx.now() },
    );
    ctx.figuresIndex.practiceChanged();
  }
  return { linked: true, counted };
}

/** GET /api/Player/{id}/HeadToHead/{otherId}: the two players' meetings, each one's figures in them. */
export async function headToHeadOf(
  ctx: AppContext,
  id: string,
  otherId: string,
  caller: Caller,
): Promise<HeadToHeadDto> {
  const index = await indexOf(ctx);
  const [a, b] = [playerRecords(index, id), playerRecords(index, otherId)];
  const met = new Set(b.map((r) => r.saygId));
  const sayg = await recordsOf(
    ctx,
    a.filter((r) => met.has(r.saygId)),
  );
  const both = headToHead(a, b, sayg);
  const name = await namerFor(ctx, caller);
  return {
    a: namedFigures(present(id, index, both.a), name),
    b: namedFigures(present(otherId, index, both.b), name),
  };
}

/** GET /api/Leaderboard: every board over the season (or the league), with the season before for the most improved. */
export async function leaderboardsOf(
  ctx: AppContext,
  query: { seasonId?: string | undefined; minLegs: number },
  caller: Caller,
): Promise<LeaderboardsDto> {
  const cache = ctx.figuresIndex;
  const key = `${query.seasonId ?? ''} ${query.minLegs}`;
  const answer = await cache.leaderboards.get(key, cache.stamp(false), ctx.now().getTime(), () =>
    computeLeaderboards(ctx, query),
  );
  const name = await namerFor(ctx, caller);
  const boards = Object.fromEntries(
    Object.entries(answer.boards).map(([board, rows]) => [
      board,
      rows.map((row) => ({ ...row, name: name(row.playerId, row.name) })),
    ]),
  ) as LeaderboardsDto['boards'];
  return { ...answer, boards };
}

async function computeLeaderboards(
  ctx: AppContext,
  query: { seasonId?: string | undefined; minLegs: number },
): Promise<LeaderboardsDto> {
  const index = await indexOf(ctx);
  const seasonId = query.seasonId ?? null;
  if (seasonId !== null && !index.seasons.has(seasonId)) throw notFound('Season not found');
  const previous = seasonId === null ? null : seasonBefore(await ctx.repos.seasons.list(), seasonId);
  const wanted = [...index.byPlayer.values()]
    .flat()
    .filter((r) => seasonId === null || r.seasonId === seasonId || r.seasonId === previous?.id);
  const boards = leaderboards(index.byPlayer, await recordsOf(ctx, wanted), {
    seasonId,
    previousSeasonId: previous?.id ?? null,
    minLegs: query.minLegs,
  });
  return {
    seasonId,
    seasonName: seasonId === null ? null : (index.seasons.get(seasonId) ?? null),
    previousSeasonName: previous?.doc.name ?? null,
    minLegs: query.minLegs,
    boards,
  };
}

/** The season that started last before `seasonId` did. */
function seasonBefore(seasons: readonly Stored<SeasonDoc>[], seasonId: string): Stored<SeasonDoc> | null {
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) return null;
  return (
    seasons
      .filter((s) => s.doc.startDate < season.doc.startDate)
      .sort((a, b) => (a.doc.startDate < b.doc.startDate ? 1 : -1))[0] ?? null
  );
}
