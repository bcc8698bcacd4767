import { randomUUID } from 'node:crypto';
import type {
  EditTournamentRequest,
  TournamentRoundInput,
  TournamentSideRef,
} from '@darts/core/contract/tournamentEdit';
import type { MatchOptionInput } from '@darts/core/contract/tournamentInputs';
import { DEFAULT_TOURNAMENT_MATCH_LEGS } from '@darts/core/contract/tournamentLimits';
import { SIDE_NOT_IN_TOURNAMENT } from '@darts/core/contract/tournamentMessages';
import { DEFAULT_STARTING_SCORE } from '@darts/core/scoring/limits';
import type { MatchOption } from '@darts/core/league/types';
import { alreadyInRound } from '@darts/core/tournament/validation';
import { DEFAULT_MATCH_LEGS } from '@darts/core/tournament/constants';
import { formatEntrants } from '@darts/core/tournament/formats/entrants';
import { keepCurrentResults } from '@darts/core/tournament/formats/recordResult';
import type {
  TournamentDoc,
  TournamentMatchDoc,
  TournamentRoundDoc,
  TournamentSideDoc,
} from '#server/db/docs';
import { badRequest } from '#server/errors';

/*
 * PUT /api/Tournament/: the request made into the stored tournament. New sides, rounds and matches
 * get server ids; a match's sides are copies of the tournament's sides (found by id, or for a side
 * new in this save by its players); a match's saygId is taken from the request only when the
 * caller may link leg-by-leg records, else the stored link stays.
 */

/** Every round of a chain, first to last, without recursion. */
export function roundsOf<R extends { nextRound?: R | null }>(round: R | null | undefined): R[] {
  const rounds: R[] = [];
  for (let r = round ?? null; r; r = r.nextRound ?? null) rounds.push(r);
  return rounds;
}

/** Every match of the tournament with its round and its index in the round. */
export function matchesOf(
  round: TournamentRoundDoc | null,
): { match: TournamentMatchDoc; round: TournamentRoundDoc; index: number }[] {
  return roundsOf(round).flatMap((r) => r.matches.map((match, index) => ({ match, round: r, index })));
}

/** A match's options with their defaults: 501, and the tournament's bestOf else 5 legs. */
export function matchOptionOf(
  input: MatchOptionInput | MatchOption | null | undefined,
  bestOf: number | null,
  playerCount = 1,
): MatchOption {
  return {
    playerCount: input?.playerCount ?? playerCount,
    startingScore: input?.startingScore ?? DEFAULT_STARTING_SCORE,
    numberOfLegs: input?.numberOfLegs ?? bestOf ?? DEFAULT_TOURNAMENT_MATCH_LEGS,
  };
}

function buildSides(request: EditTournamentRequest): TournamentSideDoc[] {
  const seen = new Set<string>();
  return request.sides.map((side, i) => {
    const id = side.id ?? randomUUID();
    if (seen.has(id)) throw badRequest(`sides.${i}.id: The side is listed twice`);
    seen.add(id);
    return {
      id,
      name: side.name,
      teamId: side.teamId,
      noShow: side.noShow,
      ...(side.seeded ? { seeded: true } : {}),
      ...(side.handicap ? { handicap: side.handicap } : {}),
      players: side.players.map((p) => ({ id: p.id, name: p.name, divisionId: p.divisionId })),
    };
  });
}

const samePlayers = (side: TournamentSideDoc, ids: string[]) =>
  ids.length > 0 &&
  side.players.length === ids.length &&
  side.players.every((p) => ids.includes(p.id.toLowerCase()));

function resolveSide(
  sides: TournamentSideDoc[],
  ref: TournamentSideRef | null,
  path: string,
): TournamentSideDoc | null {
  if (!ref) return null;
  const byId = ref.id ? sides.find((s) => s.id.toLowerCase() === ref.id) : undefined;
  const ids = ref.players.map((p) => p.id);
  const side = byId ?? (ref.id ? undefined : sides.find((s) => samePlayers(s, ids)));
  if (!side) throw badRequest(`${path}: ${SIDE_NOT_IN_TOURNAMENT}`);
  return side;
}

/**
 * A side plays at most once per round (docs/domain.md, "A tournament's saves"); the text is core's
 * `alreadyInRound`, which the sheet's dialogs show too.
 */
function assertOncePerRound(round: TournamentRoundDoc, path: string): void {
  const playing = new Set<string>();
  round.matches.forEach((match, i) => {
    for (const key of ['sideA', 'sideB'] as const) {
      const side = match[key];
      if (!side) continue;
      if (playing.has(side.id)) throw badRequest(`${path}.matches.${i}.${key}: ${alreadyInRound(side)}`);
      playing.add(side.id);
    }
  });
}

function buildRounds(
  input: TournamentRoundInput | null,
  sides: TournamentSideDoc[],
  previous: TournamentDoc | null,
  canLinkSayg: boolean,
  bestOf: number | null,
): TournamentRoundDoc | null {
  const storedMatches = new Map(matchesOf(previous?.round ?? null).map(({ match }) => [match.id, match]));
  const built = roundsOf(input).map((round, depth): TournamentRoundDoc => {
    const path = ['round', ...Array<string>(depth).fill('nextRound')].join('.');
    const matches = round.matches.map((m, i): TournamentMatchDoc => {
      const id = m.id ?? randomUUID();
      const stored = storedMatches.get(id);
      return {
        id,
        sideA: resolveSide(sides, m.sideA, `${path}.matches.${i}.sideA`),
        sideB: resolveSide(sides, m.sideB, `${path}.matches.${i}.sideB`),
        scoreA: m.scoreA,
        scoreB: m.scoreB,
        saygId: canLinkSayg ? m.saygId : (stored?.saygId ?? null),
      };
    });
    const playerCount = sides[0]?.players.length || 1;
    const doc: TournamentRoundDoc = {
      id: round.id ?? randomUUID(),
      name: round.name || null,
      matches,
      matchOptions: round.matchOptions.map((o) => (o ? matchOptionOf(o, bestOf, playerCount) : null)),
      nextRound: null,
    };
    assertOncePerRound(doc, path);
    return doc;
  });
  for (let i = built.length - 2; i >= 0; i -= 1) built[i]!.nextRound = built[i + 1]!;
  return built[0] ?? null;
}

/** The stored tournament a PUT asks for (photos are kept: they change through their own calls). */
export function tournamentDocOf(
  request: EditTournamentRequest,
  previous: TournamentDoc | null,
  canLinkSayg: boolean,
): TournamentDoc {
  const sides = buildSides(request);
  return {
    seasonId: request.seasonId,
    divisionId: request.divisionId,
    date: request.date,
    address: request.address,
    type: request.type,
    notes: request.notes,
    singleRound: request.singleRound,
    host: request.host,
    opponent: request.opponent,
    gender: request.gender,
    accoladesCount: request.accoladesCount,
    excludeFromReports: request.excludeFromReports,
    bestOf: request.bestOf,
    sides,
    round: buildRounds(request.round, sides, previous, canLinkSayg, request.bestOf),
    ...formatOf(request, previous, sides, canLinkSayg),
    oneEighties: request.oneEighties.map((p) => ({ id: p.id, name: p.name })),
    over100Checkouts: request.over100Checkouts.map((p) => ({ id: p.id, name: p.name, score: p.score })),
    photos: previous?.photos ?? [],
    ...boardsOf(request, previous),
  };
}

/**
 * The boards as asked (absent: as they held them), with the share of the venue night's calls kept:
 * the save compares them with the stored share to tell a change of the venue's boards, and works
 * the night out again (services/venueNightCalls.ts).
 */
function boardsOf(
  request: EditTournamentRequest,
  previous: TournamentDoc | null,
): Pick<TournamentDoc, 'boards' | 'calls'> {
  const boards = request.boards ?? previous?.boards ?? [];
  return boards.length ? { boards, calls: previous?.calls ?? [] } : {};
}

/**
 * A planned format, its choices and its results by match id (core tournament/formats); none for a
 * knockout or a single round. A result's scoring link is kept as stored unless the caller may link one.
 */
function formatOf(
  request: EditTournamentRequest,
  previous: TournamentDoc | null,
  sides: TournamentDoc['sides'],
  canLinkSayg: boolean,
): Pick<TournamentDoc, 'format' | 'formatOptions' | 'results'> {
  if (!request.format) return {};
  const linked = new Map((previous?.results ?? []).map((r) => [r.matchId, r.saygId]));
  const formatOptions = request.formatOptions ?? null;
  const results = request.results.map((r) => ({
    matchId: r.matchId,
    scoreA: r.scoreA,
    scoreB: r.scoreB,
    saygId: canLinkSayg ? r.saygId : (linked.get(r.matchId) ?? null),
  }));
  if (previous?.format !== request.format) return { format: request.format, formatOptions, results };
  // A result kept as it was, on a match that now has other players, is dropped (core recordResult.ts).
  const inputs = (doc: Pick<TournamentDoc, 'sides' | 'formatOptions' | 'bestOf'>) => {
    const entrants = formatEntrants(doc.sides, doc.formatOptions);
    return {
      format: request.format!,
      entrants: entrants.length,
      options: doc.formatOptions ?? {},
      bestOf: doc.bestOf ?? DEFAULT_MATCH_LEGS,
      ids: entrants.map((side) => side.id),
    };
  };
  return {
    format: request.format,
    formatOptions,
    results: keepCurrentResults(
      { inputs: inputs(previous), results: previous.results ?? [] },
      { inputs: inputs({ sides, formatOptions, bestOf: request.bestOf }), results },
    ),
  };
}

const DETAIL_FIELDS = [
  'seasonId',
  'divisionId',
  'date',
  'address',
  'type',
  'notes',
  'singleRound',
  'format',
  'host',
  'opponent',
  'gender',
  'accoladesCount',
  'excludeFromReports',
  'bestOf',
] as const;

/** The details (manageTournaments) that differ between the stored and the requested tournament. */
export function changedDetails(previous: TournamentDoc, next: TournamentDoc): string[] {
  const changed: string[] = DETAIL_FIELDS.filter(
    (field) => (previous[field] ?? null) !== (next[field] ?? null),
  );
  if (JSON.stringify(previous.formatOptions ?? null) !== JSON.stringify(next.formatOptions ?? null))
    changed.push('formatOptions');
  if (JSON.stringify(previous.boards ?? []) !== JSON.stringify(next.boards ?? [])) changed.push('boards');
  return changed;
}
