import { randomUUID } from 'node:crypto';
import type { ScoreMatch } from '@darts/core/contract/scores';
import { matchOptionAt } from '@darts/core/league/matchOptions';
import { legsWon, orderedLegs } from '@darts/core/scoring/match';
import { legsProblems } from '@darts/core/scoring/validation';
import type { GameMatchDoc, MatchOptionDoc, SaygDoc } from '../db/docs';
import type { Stamp, Stored } from '../db/documents';
import type { Repositories } from '../db/repositories';

/*
 * The matches of a scorecard save (original-server.md section 3, admin branch): merged by index
 * with the stored ones, keeping their ids. A match's leg-by-leg record, sent inline as
 * `sayg: {legs}`, is kept only for callers with recordScoresAsYouGo: it is stored as a sayg record
 * linked by `saygId`, its impossible visits refused, and the match score taken from its throws.
 */

/** A leg-by-leg record to create or replace for match `index`. */
export interface SaygWrite {
  index: number;
  /** The record the match links to already (replaced when it still exists). */
  saygId: string | null;
  fields: Pick<SaygDoc, 'yourName' | 'opponentName' | 'startingScore' | 'numberOfLegs' | 'legs'>;
}

export interface MatchPlan {
  matches: GameMatchDoc[];
  saygWrites: SaygWrite[];
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
  current: readonly GameMatchDoc[],
  requested: readonly ScoreMatch[],
  options: readonly (MatchOptionDoc | null)[],
  isKnockout: boolean,
  canRecordSayg: boolean,
): MatchPlan {
  const saygWrites: SaygWrite[] = [];
  const problems: string[] = [];
  const matches = requested.map((m, index): GameMatchDoc => {
    const existing = current[index];
    const bothSides = m.homePlayers.length > 0 && m.awayPlayers.length > 0;
    const match: GameMatchDoc = {
      id: existing?.id ?? randomUUID(),
      homePlayers: m.homePlayers.map((p) => ({ id: p.id, name: p.name })),
      awayPlayers: m.awayPlayers.map((p) => ({ id: p.id, name: p.name })),
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      saygId: bothSides ? (existing?.saygId ?? null) : null,
    };
    if (!bothSides || !m.sayg || !canRecordSayg) return match;
    const found = legsProblems(m.sayg.legs);
    problems.push(...found.map((p) => `matches.${index}.sayg.${p}`));
    const option = matchOptionAt(options, index, isKnockout);
    saygWrites.push({
      index,
      saygId: match.saygId,
      fields: {
        yourName: names(match.homePlayers),
        opponentName: names(match.awayPlayers),
        startingScore: option.startingScore > 1 ? option.startingScore : 501,
        numberOfLegs: option.numberOfLegs > 0 ? option.numberOfLegs : 3,
        legs: m.sayg.legs,
      },
    });
    if (orderedLegs(m.sayg.legs).length === 0) return match;
    const won = legsWon({ legs: m.sayg.legs });
    return { ...match, homeScore: won.home, awayScore: won.away };
  });
  return { matches, saygWrites, problems };
}

/**
 * Writes the planned leg-by-leg records (inside the caller's transaction) and links them to their
 * matches. Returns the matches and the records written (to publish after the commit).
 */
export async function writeMatchSayg(
  repos: Repositories,
  plan: MatchPlan,
  stamp: Stamp,
  ownerId: string,
): Promise<{ matches: GameMatchDoc[]; written: Stored<SaygDoc>[] }> {
  const matches = [...plan.matches];
  const written: Stored<SaygDoc>[] = [];
  for (const write of plan.saygWrites) {
    const existing = write.saygId ? await repos.sayg.get(write.saygId) : null;
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
