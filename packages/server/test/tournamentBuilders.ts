import type { ApiClient } from './support';

/*
 * Request bodies for the tournament endpoint tests: sides of one player each, and a bracket of
 * their first-round matches.
 */

export interface SideInput {
  id?: string;
  name: string;
  noShow?: boolean;
  players: { id: string; name: string }[];
}

/** Singles sides named `names`, each with its own (made-up, stable) player id. */
export function singlesSides(names: string[]): SideInput[] {
  return names.map((name, i) => ({
    name,
    players: [{ id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, name }],
  }));
}

let venues = 0;
/**
 * An address no other tournament of the run has: events at one address on one date share its
 * boards and calls (a venue night, docs/decisions/054), so a test of one event's calls gives it a
 * venue of its own.
 */
export const ownVenue = () => `The Bell, board ${(venues += 1)}`;

/** A PUT body: a tournament on 2026-10-10 at the Bell with `overrides`. */
export function tournamentBody(
  seasonId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    seasonId,
    date: '2026-10-10',
    address: 'The Bell',
    type: 'Singles',
    bestOf: 5,
    sides: [],
    ...overrides,
  };
}

/** Pairs the saved sides A v B, C v D, ... as the first round (ids referenced, no scores). */
export function firstRound(sides: { id: string }[]) {
  const matches = [];
  for (let i = 0; i + 1 < sides.length; i += 2) {
    matches.push({ sideA: { id: sides[i]!.id }, sideB: { id: sides[i + 1]!.id } });
  }
  return { matches, matchOptions: [] };
}

/** Saves a tournament with four singles sides, then its first round; answers the saved tournament. */
export async function savedBracket(
  client: ApiClient,
  seasonId: string,
  overrides: Record<string, unknown> = {},
) {
  const created = await client.put(
    '/api/Tournament/',
    tournamentBody(seasonId, {
      sides: singlesSides(['Ann', 'Bea', 'Cat', 'Dot']),
      ...overrides,
    }),
  );
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const t = created.body.result;
  const withRound = await client.put('/api/Tournament/', {
    ...t,
    round: firstRound(t.sides),
    lastUpdated: t.updated,
  });
  if (withRound.status !== 200) throw new Error(`round failed: ${JSON.stringify(withRound.body)}`);
  return withRound.body.result;
}

/**
 * A double elimination of Ann, Bea, Cat and Dee (seeded), best of 3, at a venue of its own on
 * `boards`, saved by `organiser`; answers the saved tournament.
 */
export async function eventOnBoards(
  organiser: ApiClient,
  seasonId: string,
  boards: string[] = ['Board 1', 'Board 2'],
): Promise<any> {
  const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']).map((s) => ({ ...s, seeded: true }));
  const created = await organiser.put(
    '/api/Tournament/',
    tournamentBody(seasonId, { format: 'doubleElimination', bestOf: 3, sides, boards, address: ownVenue() }),
  );
  if (created.status !== 200) throw new Error(`The event was not saved: ${JSON.stringify(created.body)}`);
  return created.body.result;
}
