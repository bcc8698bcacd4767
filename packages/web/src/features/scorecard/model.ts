import type { Account } from '@darts/core/contract/account';
import type { Fixture, FixturePlayer, FixtureSubmission } from '@darts/core/contract/fixture';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import type { Team } from '@darts/core/contract/team';
import type { SaygState } from '@darts/core/scoring/types';
import { emptyMatch, eightMatches } from '@darts/core/scorecard/scorecard';
import type { Side } from '@darts/core/scorecard/scorecard';
import { seasonSquad } from '@darts/core/league/squad';
import { clerkSide, recorderOf, scorecardAccess, type ScorecardAccess } from '@darts/core/scorecard/access';

/*
 * The scorecard screen's view of a fixture: who may
 * do what, the squads to pick from, and the payload of PUT /api/Scores/{id}. The rules of scores,
 * players and accolades themselves live in @darts/core/scorecard/scorecard and submissions.
 */

/** admin: manageScores; clerk: inputResults and the account's team plays; otherwise readonly. */
export type AccessLevel = ScorecardAccess;

export function accessLevelOf(account: Account | null, game: Pick<Fixture, 'home' | 'away'>): AccessLevel {
  return scorecardAccess(recorderOf(account), game);
}

/** The side a clerk records for, or null. */
export function clerkSideOf(account: Account | null, game: Pick<Fixture, 'home' | 'away'>): Side | null {
  return clerkSide(recorderOf(account), game);
}

/** The squad of a team for the fixture's season, or why it cannot be used. */
export function squadOf(
  team: Team | null | undefined,
  seasonId: string,
  side: Side,
): { players: FixturePlayer[]; problem: null } | { players: null; problem: string } {
  if (!team) return { players: null, problem: `${side} team could not be found` };
  if (team.seasons.length === 0) return { players: null, problem: `${side} team has no seasons` };
  if (!team.seasons.some((s) => s.seasonId === seasonId && !s.deleted))
    return { players: null, problem: `${side} team has not registered for this season` };
  const players = seasonSquad(team, seasonId)
    .map((p) => ({ id: p.id, name: p.name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return { players, problem: null };
}

/** The fixture as edited: always eight matches. */
export function editableCard(game: Fixture): Fixture {
  return { ...game, matches: eightMatches(game.matches, emptyMatch) };
}

/** The fixture as a submission records it (its results over the fixture's details). */
export function submissionCard(game: Fixture, submission: FixtureSubmission): Fixture {
  return {
    ...game,
    home: submission.home,
    away: submission.away,
    matches: eightMatches(submission.matches, emptyMatch),
    matchOptions: submission.matchOptions.length > 0 ? submission.matchOptions : game.matchOptions,
    oneEighties: submission.oneEighties,
    over100Checkouts: submission.over100Checkouts,
  };
}

const player = (p: FixturePlayer) => ({ id: p.id, name: p.name });

/** Legs recorded leg by leg on the card, by match index (sent as `sayg: {legs}`). */
export type MatchLegs = Readonly<Record<number, { legs: SaygState['legs'] }>>;

/**
 * The body of PUT /api/Scores/{id}: the scorecard, the fixture's details (the venue's boards where
 * they differ from the card as `read`) and the token read; a
 * match scored leg by leg carries its record's id and legs (kept by the server for
 * recordScoresAsYouGo; ignored for others).
 */
export function scoresRequest(
  card: Fixture,
  saygs: MatchLegs = {},
  read: Pick<Fixture, 'boards'> = card,
): RecordScoresInput {
  const boards = card.boards ?? [];
  const readBoards = read.boards ?? [];
  return {
    home: { manOfTheMatch: card.home.manOfTheMatch },
    away: { manOfTheMatch: card.away.manOfTheMatch },
    matches: card.matches.map((m, index) => {
      const sayg = saygs[index];
      return {
        homePlayers: m.homePlayers.map(player),
        awayPlayers: m.awayPlayers.map(player),
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        saygId: m.saygId,
        ...(sayg ? { sayg: { legs: sayg.legs } } : {}),
      };
    }),
    oneEighties: card.oneEighties.map(player),
    over100Checkouts: card.over100Checkouts.map((p) => ({ ...player(p), score: p.score ?? 0 })),
    matchOptions: card.matchOptions,
    address: card.address,
    postponed: card.postponed,
    isKnockout: card.isKnockout,
    accoladesCount: card.accoladesCount,
    date: card.date.slice(0, 10),
    // The venue's boards are every fixture's there that night: sent only when changed on this card,
    // so a card read before another fixture changed them does not put them back.
    ...(boards.length === readBoards.length && boards.every((b, i) => b === readBoards[i]) ? {} : { boards }),
    lastUpdated: card.updated,
  };
}
