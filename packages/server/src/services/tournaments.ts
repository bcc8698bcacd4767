import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isWithin } from '@darts/core/league/dates';
import type { EditTournamentRequest } from '@darts/core/contract/tournamentEdit';
import {
  DETAILS_NOT_PERMITTED,
  TOURNAMENT_DATE_OUTSIDE_SEASON,
  TOURNAMENT_NOT_FOUND,
  TOURNAMENT_TYPE,
} from '@darts/core/contract/tournamentMessages';
import { SAYG_UPDATED } from '@darts/core/contract/sayg';
import type { AppContext } from '#server/context';
import type { SaygDoc, TournamentDoc, UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { ApiError, badRequest, notFound, notPermitted } from '#server/errors';
import { canLinkTournamentSayg, canManageTournament } from '#server/policies/tournaments';
import { stampOf } from './league';
import { publishTournament, type Referrer } from './tournamentLive';
import { atVenueNights, withShare } from './venueNightCalls';
import { publishSayg } from './sayg';
import { changedDetails, matchesOf, matchOptionOf, tournamentDocOf } from './tournamentBuild';

/*
 * Tournaments: read, save (PUT), delete; every change is published live (type Tournament) to
 * whoever follows the tournament's sheet. PATCH is services/tournamentPatch.ts, the leg-by-leg
 * records of matches services/tournamentSayg.ts.
 */

export interface TournamentChange {
  stored: Stored<TournamentDoc>;
  messages: string[];
  warnings: string[];
}

export async function getTournament(ctx: AppContext, id: string): Promise<Stored<TournamentDoc> | null> {
  return ctx.repos.tournaments.get(id);
}

/** Every tournament not deleted, by date then address. */
export async function listTournaments(ctx: AppContext): Promise<Stored<TournamentDoc>[]> {
  const all = await ctx.repos.tournaments.list();
  return all.sort(
    (a, b) =>
      a.doc.date.localeCompare(b.doc.date) || (a.doc.address ?? '').localeCompare(b.doc.address ?? ''),
  );
}

/** A live tournament (404 when unknown or deleted). */
export async function liveTournament(ctx: AppContext, id: string): Promise<Stored<TournamentDoc>> {
  const stored = await ctx.repos.tournaments.get(id);
  if (!stored || stored.deleted) throw notFound(TOURNAMENT_NOT_FOUND);
  return stored;
}

/**
 * Runs `attempt` again (five more times at most) while another change to what it read lands first
 * (a 409 from a save over it): a PATCH, a record started, anything worked out from the latest.
 */
export async function retriedOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || tries >= 5) throw error;
    }
  }
}

/**
 * A change worked out from the latest tournament (a PATCH: no lastUpdated), saved and published;
 * worked out again from the newer tournament when another change lands first.
 */
export async function changeLatestTournament(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  referrer: Referrer,
  change: (current: Stored<TournamentDoc>) => Promise<{ doc: TournamentDoc; messages: string[] }>,
): Promise<TournamentChange> {
  const { stored, messages } = await retriedOnConflict(async () => {
    const current = await liveTournament(ctx, id);
    const { doc, messages } = await change(current);
    const stamp = stampOf(ctx, caller);
    const stored = await atVenueNights(ctx, caller, referrer, async (night) => {
      const share = await night.refresh({ kind: 'tournament', id, before: current.doc, after: doc }, stamp);
      return night.repos.tournaments.replace(current, withShare(doc, share), stamp);
    });
    return { stored, messages };
  });
  await publishTournament(ctx, stored, caller, referrer);
  return { stored, messages, warnings: [] };
}

/**
 * The season must exist, and the division when one is given. A date moved outside the season is
 * kept with a warning (the web has asked first; docs/decisions/023).
 */
async function checkSeasonAndDivision(
  ctx: AppContext,
  request: EditTournamentRequest,
  previous: TournamentDoc | null,
): Promise<string[]> {
  const season = await ctx.repos.seasons.get(request.seasonId);
  if (!season || season.deleted) throw badRequest('seasonId: Season not found');
  if (request.divisionId) {
    const division = await ctx.repos.divisions.get(request.divisionId);
    if (!division || division.deleted) throw badRequest('divisionId: Division not found');
  }
  const moved = !previous || previous.date !== request.date || previous.seasonId !== request.seasonId;
  return moved && !isWithin(request.date, season.doc.startDate, season.doc.endDate)
    ? [TOURNAMENT_DATE_OUTSIDE_SEASON]
    : [];
}

interface SaygSync {
  record: Stored<SaygDoc>;
  doc: SaygDoc;
}

/**
 * The leg-by-leg records of the tournament's matches, brought in line with their matches: the
 * sides' names, and the legs and starting score when the round has options for the match. A link
 * to a record that is gone is dropped with a warning; a record of another match is
 * refused.
 */
async function syncSaygs(
  ctx: AppContext,
  doc: TournamentDoc,
): Promise<{ syncs: SaygSync[]; warnings: string[] }> {
  const syncs: SaygSync[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  for (const { match, round, index } of matchesOf(doc.round)) {
    if (!match.saygId) continue;
    if (seen.has(match.saygId))
      throw badRequest('saygId: the same leg-by-leg record is linked to two matches');
    seen.add(match.saygId);
    const record = await ctx.repos.sayg.get(match.saygId);
    if (!record || record.deleted) {
      const names = [match.sideA?.name, match.sideB?.name].map((n) => n ?? 'unknown side');
      warnings.push(
        `Could not find the leg-by-leg record for match: ${names[0]} vs ${names[1]}; it has been removed and will need to be re-created`,
      );
      match.saygId = null;
      continue;
    }
    const linked = record.doc.tournamentMatchId;
    if (linked && linked !== match.id)
      throw badRequest('saygId: the leg-by-leg record belongs to another tournament match');
    const option = round.matchOptions[index];
    const next: SaygDoc = {
      ...record.doc,
      tournamentMatchId: match.id,
      yourName: match.sideA?.name ?? record.doc.yourName,
      opponentName: match.sideB?.name ?? record.doc.opponentName,
      ...(option ? { numberOfLegs: matchOptionOf(option, doc.bestOf).numberOfLegs } : {}),
      ...(option ? { startingScore: option.startingScore } : {}),
    };
    if (JSON.stringify(next) !== JSON.stringify(record.doc)) syncs.push({ record, doc: next });
  }
  return { syncs, warnings };
}

/**
 * PUT /api/Tournament/: creates a tournament (no id, or an unknown one: the server picks the id;
 * manageTournaments) or replaces one with the `lastUpdated` it read (409 when stale). Changing
 * the details needs manageTournaments; the bracket and scores enterTournamentResults too.
 */
export async function saveTournament(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  request: EditTournamentRequest,
  referrer: Referrer,
): Promise<TournamentChange> {
  const existing = request.id ? await ctx.repos.tournaments.get(request.id) : null;
  if (!existing && !canManageTournament(caller)) throw notPermitted();
  const dateWarnings = await checkSeasonAndDivision(ctx, request, existing?.doc ?? null);
  const doc = tournamentDocOf(request, existing?.doc ?? null, canLinkTournamentSayg(caller));
  if (existing && !canManageTournament(caller)) {
    const changed = changedDetails(existing.doc, doc);
    if (changed.length > 0) throw notPermitted(`${DETAILS_NOT_PERMITTED}: ${changed.join(', ')}`);
  }
  const { syncs, warnings } = await syncSaygs(ctx, doc);
  const stamp = stampOf(ctx, caller);
  const id = existing?.id ?? randomUUID();
  // The venue's boards, when the organiser changed them: the venue night's (services/venueNights.ts).
  const boards = isDeepStrictEqual(doc.boards ?? [], existing?.doc.boards ?? [])
    ? undefined
    : (doc.boards ?? []);
  const { stored, synced } = await atVenueNights(ctx, caller, referrer, async ({ repos, refresh }) => {
    const change = { kind: 'tournament', id, before: existing?.doc ?? null, after: doc, boards } as const;
    const shared = withShare(doc, await refresh(change, stamp));
    const saved = existing
      ? await repos.tournaments.update(existing, shared, stamp, request.lastUpdated)
      : await repos.tournaments.insert(id, shared, stamp);
    const records: Stored<SaygDoc>[] = [];
    for (const sync of syncs) records.push(await repos.sayg.replace(sync.record, sync.doc, stamp));
    return { stored: saved, synced: records };
  });
  for (const record of synced) await publishSayg(ctx, record, caller, referrer);
  await publishTournament(ctx, stored, caller, referrer);
  return {
    stored,
    messages: [`${TOURNAMENT_TYPE} ${existing ? 'updated' : 'created'}`, ...synced.map(() => SAYG_UPDATED)],
    warnings: [...dateWarnings, ...warnings],
  };
}

/** DELETE /api/Tournament/{id}: soft delete (404 when unknown or already deleted). */
export async function deleteTournament(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  referrer: Referrer,
): Promise<Stored<TournamentDoc>> {
  const existing = await liveTournament(ctx, id);
  const stamp = stampOf(ctx, caller);
  // Its matches leave the venue night's call list: a board it held goes to the next match there.
  const deleted = await atVenueNights(ctx, caller, referrer, async ({ repos, refresh }) => {
    const gone = await repos.tournaments.softDelete(existing, stamp);
    await refresh({ kind: 'tournament', id, before: existing.doc, after: null }, stamp);
    return gone;
  });
  await publishTournament(ctx, deleted, caller, referrer);
  return deleted;
}
