import type { LiveDataType } from '@darts/core/contract/live';
import { SAYG_NOT_FOUND } from '@darts/core/contract/sayg';
import { TOURNAMENT_NOT_FOUND } from '@darts/core/contract/tournamentMessages';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { notFound, notLoggedIn, notPermitted } from '#server/errors';
import { canFollowLive, canPublishTournament } from '#server/policies/live';
import { listFeatures } from '#server/services/features';
import { boardMatchOf } from '#server/services/boardDevice';
import { assertCanEdit } from '#server/services/sayg';

/** Throws unless the caller may follow live updates (the rule is policies/live.ts). */
export async function assertCanFollowLive(ctx: AppContext, caller: Caller): Promise<void> {
  if (canFollowLive(caller, await listFeatures(ctx))) return;
  if (!caller) throw notLoggedIn('Not logged in: live updates are off for visitors in this league');
  throw notPermitted('Not permitted to follow live updates');
}

/** Throws 404 in the league's words unless the record is stored and not deleted (docs/decisions/038). */
export async function assertStored(ctx: AppContext, type: LiveDataType, id: string): Promise<void> {
  const repo = type === 'Sayg' ? ctx.repos.sayg : ctx.repos.tournaments;
  const stored = await repo.get(id).catch(() => null);
  if (!stored || stored.deleted) throw notFound(type === 'Sayg' ? SAYG_NOT_FOUND : TOURNAMENT_NOT_FOUND);
}

/**
 * Publishing needs the right to score that record: a sayg's edit token, its creator, or
 * recordScoresAsYouGo; manageTournaments for a tournament (docs/decisions/010).
 */
export async function assertCanPublish(
  ctx: AppContext,
  caller: Caller,
  type: LiveDataType,
  id: string,
  token: string | undefined,
): Promise<void> {
  if (type === 'Sayg') {
    const stored = await ctx.repos.sayg.get(id).catch(() => null);
    if (!stored) throw notFound(SAYG_NOT_FOUND);
    assertCanEdit(caller, stored, token, (await boardMatchOf(ctx, caller))?.matchKey ?? null);
    return;
  }
  const tournament = await ctx.repos.tournaments.get(id).catch(() => null);
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  if (!caller) throw notLoggedIn();
  if (!canPublishTournament(caller)) throw notPermitted('Not permitted to publish tournament updates');
}
