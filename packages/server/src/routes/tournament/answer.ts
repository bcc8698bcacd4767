import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { tournamentSchema } from '@darts/core/contract/tournament';
import { presentTournament } from '#server/presenters/tournament';
import type { TournamentChange } from '#server/services/tournaments';

/* What the tournament routes share: the answer of a change, and where it came from. */

export const tournamentEnvelope = envelopeSchema(tournamentSchema);

/** The page a change came from (X-UI-Url), shown to whoever lists the live sockets. */
export const referrerOf = (request: FastifyRequest): string | null => {
  const header = request.headers['x-ui-url'];
  return typeof header === 'string' ? header.slice(0, 2000) : null;
};

/** A change answered in the envelope: the tournament, with the change's messages and warnings. */
export const answer = (change: TournamentChange) =>
  ok(presentTournament(change.stored), change.messages, change.warnings);

/** Who may change the bracket and scores: enterTournamentResults, or the organiser (manageTournaments). */
export const RESULTS_FLAGS = ['enterTournamentResults', 'manageTournaments'] as const;
