import type { Game, GameSubmission } from '@darts/core/contract/game';
import type { Caller } from '../auth/guard';
import type { GameDoc, GameResultsDoc, GameSubmissionDoc } from '../db/docs';
import { auditOf, type Stored } from '../db/documents';

/** Published once some match has a score above 0 on both sides (the reference's rule). */
export function resultsPublished(game: GameResultsDoc): boolean {
  return game.matches.some((m) => (m.homeScore ?? 0) > 0 && (m.awayScore ?? 0) > 0);
}

const isAdmin = (caller: Caller) => caller?.doc.access.manageScores === true;
/** A team's clerk: inputResults and the account's team. */
const isClerkOf = (caller: Caller, teamId: string) =>
  caller?.doc.access.inputResults === true && caller.doc.teamId === teamId;

function presentOptions(options: GameResultsDoc['matchOptions']) {
  return options.map((o) =>
    o ? { playerCount: o.playerCount, startingScore: o.startingScore, numberOfLegs: o.numberOfLegs } : null,
  );
}

function presentResults(results: GameResultsDoc) {
  return {
    matches: results.matches.map((m) => ({
      id: m.id,
      homePlayers: m.homePlayers.map((p) => ({ id: p.id, name: p.name })),
      awayPlayers: m.awayPlayers.map((p) => ({ id: p.id, name: p.name })),
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      saygId: m.saygId ?? null,
    })),
    matchOptions: presentOptions(results.matchOptions),
    oneEighties: results.oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: results.over100Checkouts.map((p) => ({
      id: p.id,
      name: p.name,
      score: p.score ?? null,
    })),
  };
}

function presentSubmission(submission: GameSubmissionDoc | null): GameSubmission | null {
  if (!submission) return null;
  return {
    home: { ...submission.home },
    away: { ...submission.away },
    ...presentResults(submission),
    created: submission.created,
    author: submission.author,
    updated: submission.updated,
    editor: submission.editor,
  };
}

/**
 * A fixture as `caller` may see it (original-server.md section 3, "Reading games"):
 * - submissions only to manageScores, or to the clerk of that side;
 * - a clerk of either team, before the results are published, sees their own submission (or an
 *   empty scorecard) with the fixture's details, and its audit stamps (the token of their next save);
 * - man of the match only to manageScores and the clerk of that side.
 */
export function presentGame(stored: Stored<GameDoc>, caller: Caller): Game {
  const d = stored.doc;
  const admin = isAdmin(caller);
  const published = resultsPublished(d);
  const clerkSide = isClerkOf(caller, d.home.id) ? 'home' : isClerkOf(caller, d.away.id) ? 'away' : null;
  const mine = clerkSide === 'home' ? d.homeSubmission : clerkSide === 'away' ? d.awaySubmission : null;
  const merged = !admin && !published && clerkSide !== null;
  const results: GameResultsDoc = merged
    ? (mine ?? { ...d, matches: [], oneEighties: [], over100Checkouts: [] })
    : d;
  const audit = auditOf(stored);
  const mom = (teamId: string, value: string | null) => (admin || isClerkOf(caller, teamId) ? value : null);
  return {
    id: stored.id,
    seasonId: d.seasonId,
    divisionId: d.divisionId,
    date: d.date,
    address: d.address,
    postponed: d.postponed,
    isKnockout: d.isKnockout,
    accoladesCount: d.accoladesCount,
    home: { id: d.home.id, name: d.home.name, manOfTheMatch: mom(d.home.id, results.home.manOfTheMatch) },
    away: { id: d.away.id, name: d.away.name, manOfTheMatch: mom(d.away.id, results.away.manOfTheMatch) },
    ...presentResults(results),
    matchOptions: presentOptions(results.matchOptions.length > 0 ? results.matchOptions : d.matchOptions),
    resultsPublished: published,
    homeSubmission: admin || clerkSide === 'home' ? presentSubmission(d.homeSubmission) : null,
    awaySubmission: admin || clerkSide === 'away' ? presentSubmission(d.awaySubmission) : null,
    photos: (d.photos ?? []).map((p) => ({
      id: p.id,
      author: p.author,
      created: p.created,
      contentType: p.contentType,
      fileName: p.fileName,
      fileSize: p.fileSize,
    })),
    ...audit,
    ...(merged && mine
      ? {
          created: mine.created ?? audit.created,
          author: mine.author ?? audit.author,
          updated: mine.updated ?? audit.updated,
          editor: mine.editor ?? audit.editor,
        }
      : {}),
  };
}
