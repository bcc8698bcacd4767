import type { TournamentSide } from '@darts/core/contract/divisionData';
import type { TournamentDto } from '#web/api/tournament';

/* Tournaments for the sheet's tests. */

let sequence = 0;
const id = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;

export function buildSide(name: string, overrides: Partial<TournamentSide> = {}): TournamentSide {
  return {
    id: id(),
    name,
    teamId: null,
    noShow: false,
    players: [{ id: id(), name, divisionId: null }],
    ...overrides,
  };
}

/** A tournament of `count` single-player sides named Player 1, Player 2, ... */
export function buildTournament(count: number, overrides: Partial<TournamentDto> = {}): TournamentDto {
  return {
    id: id(),
    seasonId: id(),
    divisionId: null,
    date: '2025-03-01',
    address: 'The Crown',
    type: 'Singles',
    notes: null,
    singleRound: false,
    format: null,
    formatOptions: null,
    results: [],
    host: null,
    opponent: null,
    gender: null,
    accoladesCount: true,
    excludeFromReports: false,
    bestOf: 3,
    sides: Array.from({ length: count }, (_, i) => buildSide(`Player ${i + 1}`)),
    round: null,
    oneEighties: [],
    over100Checkouts: [],
    photos: [],
    boards: [],
    calls: [],
    created: '2025-03-01T09:00:00.000Z',
    author: 'Organiser',
    updated: '2025-03-01T10:00:00.000Z',
    editor: 'Organiser',
    deleted: null,
    remover: null,
    ...overrides,
  };
}

/** Player 1 v Player 2 in one round, not yet scored, with the match's leg-by-leg record `saygId`. */
export function buildMatchTournament(saygId: string | null): TournamentDto {
  const tournament = buildTournament(2);
  const [sideA, sideB] = tournament.sides;
  return {
    ...tournament,
    round: {
      id: null,
      name: null,
      matches: [{ id: 'm1', sideA: sideA!, sideB: sideB!, scoreA: null, scoreB: null, saygId }],
      matchOptions: [],
      nextRound: null,
    },
  };
}
