import type { AccessFlag } from '@darts/core/account/access';
import type { TournamentDto } from '#web/api/tournament';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';

/* A server holding one tournament for the sheet's tests: signed in with `flags`, PUT keeps and echoes the save; `more` answers other calls. */

export type SavedTournament = TournamentDto & { lastUpdated: string };

export function serveTournament(
  tournament: TournamentDto,
  flags: AccessFlag[],
  more: Parameters<typeof fakeFetch>[0] = {},
) {
  let current = tournament;
  return fakeFetch({
    ...more,
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    'GET /api/Division': { body: [] },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    'PUT /api/Tournament/': (call) => {
      const { lastUpdated: _, ...body } = call.body as SavedTournament;
      current = { ...current, ...body, updated: new Date().toISOString() };
      return { body: envelope(current) };
    },
  });
}

/** The bodies of every save, in order. */
export const savedBodies = (api: ReturnType<typeof serveTournament>) =>
  api.callsTo('PUT', '/api/Tournament/').map((c) => c.body as SavedTournament);
