import { seasonsRunningOn, type SeasonDates } from '../league/currentSeason';
import type { Fixture } from '../league/types';
import { linkedSaygIds } from '../tournament/linkedRecords';
import type { Tournament } from '../tournament/types';
import type { SinglesRecord } from './singlesRecords';

/*
 * Shared practice in a player's own figures (issue 28, docs/decisions/062). A practice match is
 * on the server once its scorer saved it to share it. One saved by a signed-in account counts in
 * the figures of the squad player that account plays as (its e-mail address is the player's in a
 * squad), once the account has said so, as a competition of its own: Practice. The side counted
 * is the scorer's own ("your name", home). Pure.
 */

/** The leg-by-leg records any fixture's match or tournament links (lower case): none is practice. */
export function linkedRecordIds(
  games: readonly Pick<Fixture, 'matches'>[],
  tournaments: readonly Pick<Tournament, 'round' | 'results'>[],
): Set<string> {
  const ids = new Set<string>();
  for (const g of games) for (const m of g.matches) if (m.saygId) ids.add(m.saygId.toLowerCase());
  for (const t of tournaments) for (const id of linkedSaygIds(t)) ids.add(id.toLowerCase());
  return ids;
}

/** A stored leg-by-leg record, as much as the rule reads of it. */
export interface PracticeSource {
  id: string;
  /** When it was first saved (ISO). */
  created: string;
  doc: { tournamentMatchId: string | null; fixtureMatch?: unknown; opponentName?: string | null };
}

/** A practice record: no tournament match, no scorecard match it says it scores, linked by nothing. */
export function isPracticeRecord(record: PracticeSource, linked: ReadonlySet<string>): boolean {
  return !record.doc.tournamentMatchId && !record.doc.fixtureMatch && !linked.has(record.id.toLowerCase());
}

/** Whether an account plays as a squad player: its e-mail address is one of the player's (any case). */
export function playsAs(accountEmail: string, playerEmails: Iterable<string>): boolean {
  const own = accountEmail.trim().toLowerCase();
  if (!own) return false;
  for (const email of playerEmails) if (email.trim().toLowerCase() === own) return true;
  return false;
}

/**
 * The player's shared practice as singles records, the scorer's own side (home). Its season is the
 * one running on the day it was first saved ('' when none was: it counts in the career and in
 * Practice, in no season). The opponent is a name typed at the board, never a squad player's, so
 * it is not passed on: a visitor reads no name the league does not keep.
 */
export function practiceRecords(
  player: { id: string; name: string },
  records: readonly PracticeSource[],
  seasons: readonly (SeasonDates & { id: string })[],
  linked: ReadonlySet<string>,
): SinglesRecord[] {
  return records
    .filter((r) => isPracticeRecord(r, linked))
    .map((r) => ({
      playerId: player.id,
      playerName: player.name,
      saygId: r.id,
      side: 'home',
      date: r.created,
      opponentId: null,
      opponentName: '',
      seasonId: seasonsRunningOn(seasons, r.created)[0]?.id ?? '',
      competition: 'practice',
      eventId: r.id,
      verdict: null,
    }));
}
