import { randomUUID } from 'node:crypto';
import { MATCH_SAYG_NOT_FOUND, MATCH_SAYG_TOURNAMENT, type ScoreMatch } from '@darts/core/contract/scorecard';
import { matchOptionAt } from '@darts/core/league/matchOptions';
import { legsWon, orderedLegs } from '@darts/core/scoring/match';
import { legsProblems } from '@darts/core/scoring/validation';
import type { FixtureMatchDoc, MatchOptionDoc, SaygDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import type { Repositories } from '#server/db/repositories';
import { badRequest } from '#server/errors';

/*
 * The matches of a scorecard save: merged by index
 * with the stored ones, keeping their ids. A match's leg-by-leg record, sent inline as
 * `sayg: {legs}`, is kept only for callers with recordScoresAsYouGo: it is stored as a sayg record
 * linked by `saygId`, its impossible visits refused, and the match score taken from its throws.
 * Such callers may also send `saygId`: the record they started for the match when they opened its
 * leg-by-leg scoring (so spectators follow it live before the card is saved), or null to unlink.
 */

/** A leg-by-leg record to create or replace for match `index`. */
export interface SaygWrite {
  index: number;
  /** The record the match links to already (replaced when it still exists). */
  saygId: string | null;
  /** True when the caller asked for this record: it must exist (not deleted, not a tournament's). */
  requested: boolean;
  fields: Pick<SaygDoc, 'yourName' | 'opponentName' | 'startingScore' | 'numberOfLegs' | 'legs'>;
}

/** A record the caller asked a match to link to, without sending legs. */
export interface SaygLink {
  index: number;
  saygId: string;
}

export interface MatchPlan {
  matches: FixtureMatchDoc[];
  saygWrites: SaygWrite[];
  saygLinks: SaygLink[];
  /** `matches.{i}.sayg.legs...: reason` for each impossible visit or checkout. */
  problems: string[];
}

const names = (players: { name: string }[]) => players.map((p) => p.name).join(' & ');

/**
 * Plans the stored matches from the requested ones: new index, new match (new id); missing index,
 * removed; same index, replaced keeping the id. A match without players on both sides loses its
 * leg-by-leg record; others keep theirs unless the caller may send a new one.
 */
export function planMatches(
  current: readonly FixtureMatchDoc[],
  requested: readonly ScoreMatch[],
  options: readonly (MatchOptionDoc | null)[],
  isKnockout: boolean,
  canRecordSayg: boolean,
): MatchPlan {
  const saygWrites: SaygWrite[] = [];
  const saygLinks: SaygLink[] = [];
  const problems: string[] = [];
  const matches = requested.map((m, index): FixtureMatchDoc => {
    const existing = current[index];
    const bothSides = m.homePlayers.length > 0 && m.awayPlayers.length > 0;
    const stored = existing?.saygId ?? null;
    const asked = canRecordSayg && m.saygId !== undefined ? m.saygId : stored;
    const requested = asked !== null && asked !== stored;
    const match: FixtureMatchDoc = {
      id: existing?.id ?? randomUUID(),
      homePlayers: m.homePlayers.map((p) => ({ id: p.id, name: p.name })),
      awayPlayers: m.awayPlayers.map((p) => ({ id: p.id, name: p.name })),
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      saygId: bothSides ? asked : null,
    };
    if (bothSides && requested && !m.sayg) saygLinks.push({ index, saygId: asked });
    if (!bothSides || !m.sayg || !canRecordSayg) return match;
    const found = legsProblems(m.sayg.legs);
    problems.push(...found.map((p) => `matches.${index}.sayg.${p}`));
    const option = matchOptionAt(options, index, isKnockout);
    saygWrites.push({
      index,
      saygId: match.saygId,
      requested,
      fields: {
        yourName: names(match.homePlayers),
        opponentName: names(match.awayPlayers),
        startingScore: option.startingScore > 1 ? option.startingScore : 501,
        numberOfLegs: option.numberOfLegs > 0 ? option.numberOfLegs : 3,
        legs: m.sayg.legs,
      },
    });
    return scoredBy(match, m.sayg.legs);
  });
  return { matches, saygWrites, saygLinks, problems };
}

/** The record a caller asked for, refused when it cannot be a league match's record. */
async function requestedRecord(repos: Repositories, index: number, id: string): Promise<Stored<SaygDoc>> {
  const found = await repos.sayg.get(id);
  if (!found || found.deleted) throw badRequest(`matches.${index}.saygId: ${MATCH_SAYG_NOT_FOUND}`);
  if (found.doc.tournamentMatchId) throw badRequest(`matches.${index}.saygId: ${MATCH_SAYG_TOURNAMENT}`);
  return found;
}

/** The match with its score taken from the record's throws, when it has legs. */
function scoredBy(match: FixtureMatchDoc, legs: SaygDoc['legs']): FixtureMatchDoc {
  if (orderedLegs(legs).length === 0) return match;
  const won = legsWon({ legs });
  return { ...match, homeScore: won.home, awayScore: won.away };
}

/**
 * Writes the planned leg-by-leg records (inside the caller's transaction) and links them to their
 * matches. A record the caller asked for must exist and not be a tournament's (400 otherwise).
 * Returns the matches and the records written (to publish after the commit).
 */
export async function writeMatchSayg(
  repos: Repositories,
  plan: MatchPlan,
  stamp: Stamp,
  ownerId: string,
): Promise<{ matches: FixtureMatchDoc[]; written: Stored<SaygDoc>[] }> {
  const matches = [...plan.matches];
  const written: Stored<SaygDoc>[] = [];
  for (const link of plan.saygLinks) {
    const record = await requestedRecord(repos, link.index, link.saygId);
    const match = matches[link.index];
    if (match) matches[link.index] = scoredBy(match, record.doc.legs);
  }
  for (const write of plan.saygWrites) {
    const existing = write.requested
      ? await requestedRecord(repos, write.index, write.saygId!)
      : write.saygId
        ? await repos.sayg.get(write.saygId)
        : null;
    const stored =
      existing && !existing.deleted
        ? await repos.sayg.replace(existing, { ...existing.doc, ...write.fields }, stamp)
        : await repos.sayg.insert(
            randomUUID(),
            // No edit token: the record is edited through the scorecard (or by recordScoresAsYouGo).
            { ...write.fields, tournamentMatchId: null, editTokenHash: '', ownerId },
            stamp,
          );
    written.push(stored);
    const match = matches[write.index];
    if (match) matches[write.index] = { ...match, saygId: stored.id };
  }
  return { matches, written };
}
